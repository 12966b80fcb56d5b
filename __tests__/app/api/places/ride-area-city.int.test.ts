import { POST as quote } from "@/app/api/quote/route";
import type { RideQuote } from "@/lib/pricing";
import { callRoute } from "@test/route-client";

// The first test pays for the database migration on a shared 2-core machine.
jest.setTimeout(30000);

type Envelope<T> = { success: boolean; message: string; data: T };

function hourly(country: string, address: string, rideArea: "inside" | "outside") {
  return {
    booking_type: "hourly",
    destination_country: country,
    pickup: { lat: 1, lng: 1, address },
    number_of_hours: 4,
    ride_area: rideArea,
    number_of_passengers: 1,
    number_of_luggage: 0,
  };
}

async function quoteFor(body: object): Promise<RideQuote> {
  const result = await callRoute<Envelope<RideQuote>>(quote, { body });
  expect(result.status).toBe(200);
  return result.body.data;
}

describe("POST /api/quote names the ride area after the pickup's own town", () => {
  it.each([
    ["canada", "65 Front St W, Toronto, ON M5J 1E6, Canada", "Toronto"],
    ["america", "8th Avenue & 31st Street, New York, NY 10001, USA", "New York"],
    ["uk", "Mayfair, London W1K, United Kingdom", "London"],
    ["uk", "London, United Kingdom", "London"],
  ])("%s pickup '%s' is in %s", async (country, address, city) => {
    expect((await quoteFor(hourly(country, address, "inside"))).ride_area_city).toBe(city);
  });

  it("keeps the same two rates in Toronto: outside is 25% more than inside", async () => {
    const address = "65 Front St W, Toronto, ON M5J 1E6, Canada";
    const inside = await quoteFor(hourly("canada", address, "inside"));
    const outside = await quoteFor(hourly("canada", address, "outside"));
    expect(inside.classes[0]!.price_pence).toBe(6000 * 4);
    expect(outside.classes[0]!.price_pence).toBe(7500 * 4);
  });

  it("answers null when the pickup is given by coordinates only", async () => {
    const body = { ...hourly("uk", "x", "inside"), pickup: { lat: 51.5, lng: -0.12 } };
    expect((await quoteFor(body)).ride_area_city).toBeNull();
  });

  it("names the pickup's town for point to point rides too", async () => {
    const data = await quoteFor({
      booking_type: "point_to_point",
      destination_country: "canada",
      pickup: { lat: 43.64, lng: -79.38, address: "65 Front St W, Toronto, ON M5J 1E6, Canada" },
      dropoff: { lat: 43.68, lng: -79.63, address: "Toronto Pearson" },
      number_of_passengers: 1,
      number_of_luggage: 0,
    });
    expect(data.ride_area_city).toBe("Toronto");
  });
});
