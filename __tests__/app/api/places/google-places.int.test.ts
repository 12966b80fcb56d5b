import { GET as places } from "@/app/api/places/route";
import { POST as createBookingRoute } from "@/app/api/bookings/route";
import { POST as quoteRoute } from "@/app/api/quote/route";
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
                address_components: [
                  { long_name: "Richmond", types: ["locality", "political"] },
                  { long_name: "British Columbia", types: ["administrative_area_level_1"] },
                ],
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

  it("names the hourly ride area after Google's locality of the pickup", async () => {
    const result = await callRoute<Envelope<{ ride_area_city: string | null }>>(quoteRoute, {
      body: {
        booking_type: "hourly",
        destination_country: "canada",
        pickup: { lat: 49.19, lng: -123.18, address: "YVR airport" },
        number_of_hours: 4,
        ride_area: "inside",
        number_of_passengers: 1,
        number_of_luggage: 0,
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.ride_area_city).toBe("Richmond");
  });
});
