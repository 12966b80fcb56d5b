import { GET as timeZone } from "@/app/api/places/time-zone/route";
import { callRoute } from "@test/route-client";

type Envelope = {
  success: boolean;
  message: string;
  data?: { time_zone: string };
  errors?: Record<string, string>;
};

function ask(query: string) {
  return callRoute<Envelope>(timeZone, { method: "GET", url: `/api/places/time-zone${query}` });
}

describe("GET /api/places/time-zone", () => {
  it.each([
    ["?lat=49.1967&lng=-123.1815", "America/Vancouver"],
    ["?lat=43.6777&lng=-79.6248", "America/Toronto"],
    ["?lat=51.47&lng=-0.4543", "Europe/London"],
  ])("answers the zone at %s: %s", async (query, zone) => {
    const response = await ask(query);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: { time_zone: zone } });
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it.each([
    ["", "lat", "Latitude is required"],
    ["?lng=1", "lat", "Latitude is required"],
    ["?lat=&lng=1", "lat", "Latitude is required"],
    ["?lat=abc&lng=1", "lat", "Latitude must be a number"],
    ["?lat=1e999&lng=1", "lat", "Latitude must be a number"],
    ["?lat=91&lng=1", "lat", "Latitude must be between -90 and 90"],
    ["?lat=1&lng=-180.5", "lng", "Longitude must be between -180 and 180"],
  ])("answers 400 for %s", async (query, field, message) => {
    const response = await ask(query);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.errors?.[field]).toBe(message);
  });

  it("refuses unknown parameters", async () => {
    const response = await ask("?lat=1&lng=1&zone=UTC");
    expect(response.status).toBe(400);
  });
});
