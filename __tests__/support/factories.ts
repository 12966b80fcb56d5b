import { randomBytes } from "node:crypto";
import { hashPassword } from "@/server/auth/passwords";
import { getDb } from "@/server/db/client";
import { pickupInstant } from "@/lib/time-rules";
import {
  bookings,
  users,
  type BookingRow,
  type NewBookingRow,
  type NewUserRow,
  type UserRow,
} from "@/server/db/schema";

export const DEFAULT_PASSWORD = "correct-horse-battery";
let cachedHash: Promise<string> | undefined;

/** Makes a user straight in the database; each call gets a unique e-mail. */
export async function createUser(
  overrides: Partial<NewUserRow> & { password?: string } = {},
): Promise<UserRow> {
  const { password, ...fields } = overrides;
  const db = await getDb();
  const passwordHash = password
    ? await hashPassword(password)
    : await (cachedHash ??= hashPassword(DEFAULT_PASSWORD));
  const [user] = await db
    .insert(users)
    .values({
      first_name: "Test",
      last_name: "Customer",
      email: `user-${randomBytes(5).toString("hex")}@example.com`,
      phone_number: "+447700900123",
      address: "1 Test Street",
      city: "London",
      state_province: "Greater London",
      zip_postal_code: "SW1A 1AA",
      country: "United Kingdom",
      role: "customer",
      password_hash: passwordHash,
      ...fields,
    })
    .returning();
  return user!;
}

/**
 * Inserts a booking straight into the database (Heathrow to Big Ben, Business Class, tomorrow
 * at 10:00 London time unless overridden), for tests of code that reads or pays bookings.
 */
export async function createBookingRow(
  overrides: Partial<NewBookingRow> & { user_id: number },
): Promise<BookingRow> {
  const db = await getDb();
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const bookingDate = overrides.booking_date ?? tomorrow;
  const bookingTime = overrides.booking_time ?? "10:00:00";
  const [booking] = await db
    .insert(bookings)
    .values({
      booking_type: "point_to_point",
      pickup_location: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
      pickup_lat: 51.47,
      pickup_lng: -0.4543,
      dropoff_location: "Big Ben, Westminster, London SW1A 0AA, United Kingdom",
      dropoff_lat: 51.5007,
      dropoff_lng: -0.1246,
      destination_country: "uk",
      booking_date: bookingDate,
      booking_time: bookingTime,
      pickup_time_zone: "Europe/London",
      pickup_at: pickupInstant(bookingDate, bookingTime, "Europe/London"),
      number_of_passengers: 1,
      number_of_luggage: 1,
      service_type: "business_class",
      price_pence: 10972,
      distance_travelled: 20.08,
      is_self_booking: true,
      ...overrides,
    })
    .returning();
  return booking!;
}

/** The nine fields PUT /api/users/{user_id} takes, valid by every profile rule. */
export function profilePayload(email = "katherine@example.com") {
  return {
    first_name: "Katherine",
    last_name: "Johnson",
    email,
    phone_number: "+44 7700 900999",
    address: "7 Orbit Lane",
    city: "Bristol",
    state_province: "Avon",
    zip_postal_code: "BS1 4DJ",
    country: "United Kingdom",
  };
}
