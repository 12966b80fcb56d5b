import { render, screen } from "@testing-library/react";
import { RouteMap } from "@/components/maps/route-map";

const pickup = { lat: 51.47, lng: -0.4543, label: "Heathrow Airport" };
const dropoff = { lat: 51.5007, lng: -0.1246, label: "Big Ben" };

describe("RouteMap", () => {
  it("draws the route itself without a Maps key, loading nothing from another origin", () => {
    const { container } = render(<RouteMap pickup={pickup} dropoff={dropoff} />);
    const map = screen.getByRole("img", {
      name: "Map of the route from Heathrow Airport to Big Ben",
    });
    expect(map.tagName.toLowerCase()).toBe("svg");
    expect(container.querySelector("img")).toBeNull();
  });

  it("asks Google's static map for both markers and the path with a Maps key", () => {
    render(<RouteMap pickup={pickup} dropoff={dropoff} mapsKey="browser-key" />);
    const map = screen.getByRole("img", {
      name: "Map of the route from Heathrow Airport to Big Ben",
    });
    const url = new URL(map.getAttribute("src")!);
    expect(`${url.origin}${url.pathname}`).toBe("https://maps.googleapis.com/maps/api/staticmap");
    expect(url.searchParams.get("key")).toBe("browser-key");
    expect(url.searchParams.getAll("markers")).toEqual([
      "color:black|label:A|51.47,-0.4543",
      "color:orange|label:B|51.5007,-0.1246",
    ]);
    expect(url.searchParams.get("path")).toContain("51.47,-0.4543|51.5007,-0.1246");
  });
});
