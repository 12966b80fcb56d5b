import { GET as places } from "@/app/api/places/route";
import { POST as createBookingRoute } from "@/app/api/bookings/route";
import { resetServerConfigForTests } from "@/env";
import { callRoute } from "@test/route-client";
import { createUser } from "@test/factories";
import { pointToPointPayload } from "@test/booking";

// The first test pays for the database migration and a password hash on a shared 2-core machine.
jest.setTimeout(30000);

type Envelope<T> = { success: boolean; message: string; data: T; errors?: Record<string, string> };

/** Google's answers, keyed by the address asked for; Vancouver and Whistler so the zone must come from tz-lookup. */
const GEOCODES: Record<string, { lat: number; lng: number; formatted: string }> = {
  "YVR airport": {
    lat: 49.1967,
    lng: -123.1815,
    formatted: "Vancouver International Airport, Richmond, BC V7B 0A4, Canada",
  },
  "Whistler village": { lat: 50.1163, lng: -122.9574, formatted: "Whistler, BC V8E, Canada" },
};

const realFetch = global.fetch;
const calls: string[] = [];

beforeAll(() => {
  process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY = "browser-key";
  process.env.GOOGLE_MAPS_SERVER_API_KEY = "server-key";
  resetServerConfigForTests();
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(url.pathname);
    if (url.pathname.endsWith("places:autocomplete")) {
      const body = JSON.parse(String(init?.body)) as {
        input: string;
        includedRegionCodes: string[];
      };
      expect(body.includedRegionCodes).toEqual(["ca"]);
      return Response.json({
        suggestions: [
          {
            placePrediction: {
              placeId: "p1",
              text: { text: "YVR airport" },
              structuredFormat: { mainText: { text: "Vancouver Airport" } },
            },
          },
        ],
      });
    }
    const address = url.searchParams.get("address") ?? "";
    expect(url.searchParams.get("key")).toBe("server-key");
    if (address === "Quota exhausted")
      return Response.json({ status: "OVER_QUERY_LIMIT", results: [] });
    if (address === "Network down") throw new TypeError("fetch failed");
    if (address === "Proxy page") return new Response("<html>Bad gateway</html>", { status: 200 });
    const hit = GEOCODES[address];
    return Response.json(
      hit
        ? {
            status: "OK",
            results: [
              {
                formatted_address: hit.formatted,
                place_id: address,
                geometry: { location: { lat: hit.lat, lng: hit.lng } },
              },
            ],
          }
        : { status: "ZERO_RESULTS", results: [] },
    );
  }) as typeof fetch;
});

afterAll(() => {
  global.fetch = realFetch;
  delete process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
  delete process.env.GOOGLE_MAPS_SERVER_API_KEY;
  resetServerConfigForTests();
});

describe("with Google keys configured", () => {
  it("suggests through Places autocomplete restricted to the country, with coordinates", async () => {
    const result = await callRoute<Envelope<{ name: string; address: string; lat: number }[]>>(
      places,
      { url: "/api/places?country=canada&q=yvr" },
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual([
      expect.objectContaining({
        name: "Vancouver Airport",
        address: GEOCODES["YVR airport"]!.formatted,
        lat: 49.1967,
      }),
    ]);
    expect(calls).toContain("/v1/places:autocomplete");
  });

  it("geocodes a booking on the server and takes the pickup's zone from its coordinates", async () => {
    const user = await createUser();
    const result = await callRoute<
      Envelope<{ pickup_time_zone: string; distance_travelled: number }>
    >(createBookingRoute, {
      body: pointToPointPayload({
        destination_country: "canada",
        pickup_location: "YVR airport",
        dropoff_location: "Whistler village",
      }),
      as: user,
    });
    expect(result.status).toBe(201);
    expect(result.body.data.pickup_time_zone).toBe("America/Vancouver");
    expect(result.body.data.distance_travelled).toBeGreaterThan(80);
  });

  it("refuses an address Google cannot find", async () => {
    const user = await createUser();
    const result = await callRoute<Envelope<unknown>>(createBookingRoute, {
      body: pointToPointPayload({
        destination_country: "canada",
        pickup_location: "Nowhere at all",
        dropoff_location: "Whistler village",
      }),
      as: user,
    });
    expect(result.status).toBe(400);
    expect(result.body.errors?.pickup_location).toMatch(/could not be found/);
  });

  it.each(["Quota exhausted", "Network down", "Proxy page"])(
    "answers 503, not 500 or 'not found', when Google fails (%s)",
    async (address) => {
      jest.spyOn(console, "error").mockImplementation(() => undefined);
      const user = await createUser();
      const result = await callRoute<Envelope<unknown>>(createBookingRoute, {
        body: pointToPointPayload({
          destination_country: "canada",
          pickup_location: address,
          dropoff_location: "Whistler village",
        }),
        as: user,
      });
      expect(result.status).toBe(503);
      expect(result.body).toMatchObject({
        success: false,
        message: "Failed to load location search. Please try again.",
      });
    },
  );
});
