import { render, screen } from "@testing-library/react";
import { DrawnTripMap } from "@/components/trip/drawn-trip-map";

const pickup = { lat: 51.5074, lng: -0.1278, label: "Trafalgar Square" };
const dropoff = { lat: 51.47, lng: -0.4543, label: "Heathrow" };

describe("DrawnTripMap", () => {
  it("draws pickup, drop-off and the car inside the box, labelled for screen readers", () => {
    render(
      <DrawnTripMap
        pickup={pickup}
        dropoff={dropoff}
        cars={[{ lat: 51.55, lng: -0.1, key: "car", label: "Your chauffeur's car" }]}
        title="Map: pickup A, drop-off B and your chauffeur's car"
      />,
    );
    const map = screen.getByRole("img", { name: /pickup A, drop-off B/ });
    expect(map.tagName.toLowerCase()).toBe("svg");
    expect(screen.getByTestId("map-pickup")).toBeInTheDocument();
    expect(screen.getByTestId("map-dropoff")).toBeInTheDocument();
    const car = screen.getByTestId("map-car");
    const x = Number(car.getAttribute("data-x"));
    const y = Number(car.getAttribute("data-y"));
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThanOrEqual(360);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThanOrEqual(240);
    // The car is north of (above) the pickup.
    const pickupCircle = screen.getByTestId("map-pickup").querySelector("circle")!;
    expect(y).toBeLessThan(Number(pickupCircle.getAttribute("cy")));
  });

  it("moves the car when its position changes and draws a trail", () => {
    const { rerender } = render(
      <DrawnTripMap
        pickup={pickup}
        dropoff={dropoff}
        cars={[{ lat: 51.55, lng: -0.1, key: "car", label: "car" }]}
        title="Map"
      />,
    );
    const before = screen.getByTestId("map-car").getAttribute("data-y");
    rerender(
      <DrawnTripMap
        pickup={pickup}
        dropoff={dropoff}
        cars={[
          {
            lat: 51.52,
            lng: -0.11,
            key: "car",
            label: "car",
            trail: [
              { lat: 51.55, lng: -0.1 },
              { lat: 51.52, lng: -0.11 },
            ],
          },
        ]}
        title="Map"
      />,
    );
    expect(screen.getByTestId("map-car").getAttribute("data-y")).not.toBe(before);
    expect(screen.getByTestId("map-car").querySelector("polyline")).not.toBeNull();
  });

  it("draws nothing but the grid for no points (no route, no cars)", () => {
    render(<DrawnTripMap pickup={null} dropoff={null} cars={[]} title="Empty map" />);
    expect(screen.getByRole("img", { name: "Empty map" })).toBeInTheDocument();
    expect(screen.queryByTestId("map-car")).toBeNull();
  });
});
