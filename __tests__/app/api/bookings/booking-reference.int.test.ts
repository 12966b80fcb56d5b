import { eq, sql } from "drizzle-orm";
import { POST as createBookingRoute } from "@/app/api/bookings/route";
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { isBookingReference } from "@/lib/booking-reference";
import { getDb } from "@/server/db/client";
import { bookings } from "@/server/db/schema";
import { callRoute } from "@test/route-client";
import { createUser } from "@test/factories";
import { pointToPointPayload } from "@test/booking";

// The first test pays for the database migration and a password hash on a shared 2-core machine.
jest.setTimeout(30000);

type Booking = { booking_id: number; booking_reference: string };
type Envelope<T> = { success: boolean; data: T };

describe("the customer-facing booking reference", () => {
  it("gives each new booking its own random reference, read back by the numeric id", async () => {
    const user = await createUser();
    const made = await Promise.all(
      [0, 1].map(() =>
        callRoute<Envelope<Booking>>(createBookingRoute, { body: pointToPointPayload(), as: user }),
      ),
    );
    const [first, second] = made.map((result) => result.body.data);
    expect(isBookingReference(first!.booking_reference)).toBe(true);
    expect(isBookingReference(second!.booking_reference)).toBe(true);
    expect(first!.booking_reference).not.toBe(second!.booking_reference);
    // The reference is not the sequential id in any spelling. (Its digits may still appear in
    // it by chance: a random reference is checked for spread in booking-reference.test.ts.)
    for (const made of [first!, second!])
      expect(made.booking_reference.replace(/^0+/, "")).not.toBe(String(made.booking_id));

    const read = await callRoute<Envelope<Booking>, { id: string }>(getBooking, {
      params: { id: String(first!.booking_id) },
      as: user,
    });
    expect(read.status).toBe(200);
    expect(read.body.data.booking_reference).toBe(first!.booking_reference);
  });

  it("is the database's default for rows inserted by raw SQL (the demo data), and unique", async () => {
    const user = await createUser();
    const db = await getDb();
    await db.execute(sql`insert into bookings (user_id, booking_type, pickup_location, pickup_lat,
        pickup_lng, booking_date, booking_time, pickup_time_zone, pickup_at, number_of_passengers,
        number_of_luggage, service_type, price_pence)
        values (${user.user_id}, 'hourly', 'The Savoy', 51.5, -0.12, '2030-01-10', '10:00',
        'Europe/London', '2030-01-10T10:00:00Z', 1, 0, 'business_class', 10000)`);
    const [row] = await db
      .select({ reference: bookings.booking_reference })
      .from(bookings)
      .where(eq(bookings.pickup_location, "The Savoy"));
    const reference = row!.reference;
    expect(isBookingReference(reference)).toBe(true);
    await expect(
      db.execute(sql`update bookings set booking_reference = ${reference}
        where booking_reference <> ${reference}`),
    ).rejects.toThrow();
  });
});
