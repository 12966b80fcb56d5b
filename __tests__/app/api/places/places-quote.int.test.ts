import { GET as places } from "@/app/api/places/route";
import { POST as quote } from "@/app/api/quote/route";
import { quoteAllClasses } from "@/lib/pricing";
import { callRoute } from "@test/route-client";

// The first test pays for the database migration and a password hash on a shared 2-core machine.
jest.setTimeout(30000);

type Envelope<T> = { success: boolean; message: string; data: T; errors?: Record<string, string> };
type Suggestion = { id: string; name: string; address: string; lat: number; lng: number };

describe("GET /api/places", () => {
  it("suggests Heathrow for 'heath' in the UK with coordinates", async () => {
    const result = await callRoute<Envelope<Suggestion[]>>(places, {
      url: "/api/places?country=uk&q=heath",
    });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.body.data[0]).toMatchObject({ id: "uk-lhr", name: "Heathrow Airport" });
    expect(typeof result.body.data[0]!.lat).toBe("number");
  });

  it("answers the default airports for an empty query", async () => {
    const result = await callRoute<Envelope<Suggestion[]>>(places, {
      url: "/api/places?country=canada",
    });
    expect(result.status).toBe(200);
    expect(result.body.data.map((s) => s.name)).toContain("Toronto Pearson International Airport");
  });

  it("keeps suggestions inside the chosen country", async () => {
    const result = await callRoute<Envelope<Suggestion[]>>(places, {
      url: "/api/places?country=america&q=heathrow",
    });
    expect(result.body.data.some((s) => s.id === "uk-lhr")).toBe(false);
  });

  it.each([
    ["/api/places?q=heath", "country", "Country is required"],
    ["/api/places?country=france&q=x", "country", "Country must be uk, canada or america"],
    [
      `/api/places?country=uk&q=${"a".repeat(201)}`,
      "q",
      "Search text must be at most 200 characters",
    ],
  ])("rejects %s", async (url, field, message) => {
    const result = await callRoute<Envelope<unknown>>(places, { url });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[field]).toBe(message);
  });

  it("rejects unknown parameters", async () => {
    const result = await callRoute<Envelope<unknown>>(places, {
      url: "/api/places?country=uk&q=x&limit=100",
    });
    expect(result.status).toBe(400);
  });
});

const pickup = { lat: 51.47, lng: -0.4543, address: "Heathrow" };
const dropoff = { lat: 51.5007, lng: -0.1246 };

describe("POST /api/quote", () => {
  it("prices the three classes point to point, matching the pricing module", async () => {
    const body = {
      booking_type: "point_to_point",
      destination_country: "uk",
      pickup,
      dropoff,
      number_of_passengers: 2,
      number_of_luggage: 1,
    };
    const result = await callRoute<Envelope<ReturnType<typeof quoteAllClasses>>>(quote, { body });
    expect(result.status).toBe(200);
    const expected = quoteAllClasses({
      booking_type: "point_to_point",
      pickup,
      dropoff,
      passengers: 2,
      luggage: 1,
    });
    // Heathrow's town, as Google names its locality; it names the hourly ride area.
    expect(result.body.data).toEqual({
      ...JSON.parse(JSON.stringify(expected)),
      ride_area_city: "Hounslow",
    });
    expect(result.body.data.currency).toBe("gbp");
    expect(result.body.data.classes.map((c) => c.service_type)).toEqual([
      "business_class",
      "first_class",
      "business_van",
    ]);
  });

  it("prices named addresses from the server's own coordinates, as the booking will", async () => {
    const far = { lat: 55.9533, lng: -3.1883 };
    const named = (address: string) => ({ ...far, address });
    const body = {
      booking_type: "point_to_point",
      destination_country: "uk",
      pickup: named("Heathrow Airport (LHR), Hounslow TW6, United Kingdom"),
      dropoff: named("Big Ben, Westminster, London SW1A 0AA, United Kingdom"),
      number_of_passengers: 1,
      number_of_luggage: 0,
    };
    const result = await callRoute<Envelope<ReturnType<typeof quoteAllClasses>>>(quote, { body });
    expect(result.status).toBe(200);
    // Edinburgh to Edinburgh would be the base fare over ~0 miles; the addresses win.
    expect(result.body.data.distance_miles).toBeGreaterThan(15);
    expect(result.body.data.distance_miles).toBeLessThan(30);
  });

  it("prices hourly with 4 hours minimum and cars for 8 passengers", async () => {
    const body = {
      booking_type: "hourly",
      destination_country: "uk",
      pickup,
      number_of_hours: 1,
      ride_area: "inside",
      number_of_passengers: 8,
      number_of_luggage: 0,
    };
    const result = await callRoute<Envelope<ReturnType<typeof quoteAllClasses>>>(quote, { body });
    expect(result.status).toBe(200);
    expect(result.body.data.distance_miles).toBeNull();
    const business = result.body.data.classes[0]!;
    expect(business.cars).toBe(3);
    expect(business.price_pence).toBe(6000 * 4 * 3);
    expect(result.body.data.classes[2]).toMatchObject({
      cars: 2,
      price_pence: 9000 * 4 * 2,
      price: 720,
    });
  });

  it.each([
    [
      { destination_country: "uk", pickup, dropoff, number_of_passengers: 1, number_of_luggage: 0 },
      "booking_type",
      "Booking type is required",
    ],
    [
      {
        booking_type: "bus",
        destination_country: "uk",
        pickup,
        dropoff,
        number_of_passengers: 1,
        number_of_luggage: 0,
      },
      "booking_type",
      "Booking type must be point_to_point or hourly",
    ],
    [
      {
        booking_type: "point_to_point",
        destination_country: "fr",
        pickup,
        dropoff,
        number_of_passengers: 1,
        number_of_luggage: 0,
      },
      "destination_country",
      "Destination country must be uk, canada or america",
    ],
    [
      {
        booking_type: "point_to_point",
        destination_country: "uk",
        dropoff,
        number_of_passengers: 1,
        number_of_luggage: 0,
      },
      "pickup",
      "Pickup is required",
    ],
    [
      {
        booking_type: "point_to_point",
        destination_country: "uk",
        pickup: { lat: 91, lng: 0 },
        dropoff,
        number_of_passengers: 1,
        number_of_luggage: 0,
      },
      "pickup.lat",
      "Latitude must be between -90 and 90",
    ],
    [
      {
        booking_type: "point_to_point",
        destination_country: "uk",
        pickup,
        number_of_passengers: 1,
        number_of_luggage: 0,
      },
      "dropoff",
      "Dropoff is required for point to point bookings",
    ],
    [
      {
        booking_type: "point_to_point",
        destination_country: "uk",
        pickup,
        dropoff,
        number_of_passengers: 9,
        number_of_luggage: 0,
      },
      "number_of_passengers",
      "Number of passengers must be between 1 and 8",
    ],
    [
      {
        booking_type: "point_to_point",
        destination_country: "uk",
        pickup,
        dropoff,
        number_of_passengers: "2",
        number_of_luggage: 0,
      },
      "number_of_passengers",
      "Number of passengers must be a number",
    ],
    [
      {
        booking_type: "point_to_point",
        destination_country: "uk",
        pickup,
        dropoff,
        number_of_passengers: 1,
        number_of_luggage: 9,
      },
      "number_of_luggage",
      "Number of luggage must be between 0 and 8",
    ],
    [
      {
        booking_type: "hourly",
        destination_country: "uk",
        pickup,
        number_of_passengers: 1,
        number_of_luggage: 0,
      },
      "number_of_hours",
      "Number of hours is required for hourly bookings",
    ],
    [
      {
        booking_type: "hourly",
        destination_country: "uk",
        pickup,
        number_of_hours: 25,
        number_of_passengers: 1,
        number_of_luggage: 0,
      },
      "number_of_hours",
      "Number of hours must be between 1 and 24",
    ],
    [
      {
        booking_type: "hourly",
        destination_country: "uk",
        pickup,
        number_of_hours: 4,
        ride_area: "north",
        number_of_passengers: 1,
        number_of_luggage: 0,
      },
      "ride_area",
      "Ride area must be inside or outside",
    ],
    [
      {
        booking_type: "point_to_point",
        destination_country: "uk",
        pickup,
        dropoff,
        number_of_passengers: 1,
      },
      "number_of_luggage",
      "Number of luggage is required",
    ],
    [
      {
        booking_type: "point_to_point",
        destination_country: "uk",
        pickup: { lat: 51, lng: 181 },
        dropoff,
        number_of_passengers: 1,
        number_of_luggage: 0,
      },
      "pickup.lng",
      "Longitude must be between -180 and 180",
    ],
    [
      {
        booking_type: "hourly",
        destination_country: "uk",
        pickup,
        dropoff,
        number_of_hours: 4,
        number_of_passengers: 1,
        number_of_luggage: 0,
      },
      "dropoff",
      "Dropoff is not allowed for hourly bookings",
    ],
    [
      {
        booking_type: "point_to_point",
        destination_country: "uk",
        pickup,
        dropoff,
        number_of_hours: 4,
        number_of_passengers: 1,
        number_of_luggage: 0,
      },
      "number_of_hours",
      "Number of hours is only allowed for hourly bookings",
    ],
  ])("answers 400 naming the bad field (%#)", async (body, field, message) => {
    const result = await callRoute<Envelope<unknown>>(quote, { body });
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
    expect(result.body.errors?.[field]).toBe(message);
  });

  it("rejects unknown keys such as a price", async () => {
    const body = {
      booking_type: "point_to_point",
      destination_country: "uk",
      pickup,
      dropoff,
      number_of_passengers: 1,
      number_of_luggage: 0,
      price: 1,
    };
    const result = await callRoute<Envelope<unknown>>(quote, { body });
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(/price/);
  });

  it("rejects malformed JSON", async () => {
    const result = await callRoute<Envelope<unknown>>(quote, { body: "{not json" });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe("Request body must be valid JSON");
  });
});
