import { eq } from "drizzle-orm";
import { POST as createBookingRoute } from "@/app/api/bookings/route";
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { GET as getLatest } from "@/app/api/bookings/latest/[user_id]/route";
import { GET as listForUser } from "@/app/api/bookings/user/[userId]/route";
import { quoteClass } from "@/lib/pricing";
import { getDb } from "@/server/db/client";
import { bookings } from "@/server/db/schema";
import { callRoute } from "@test/route-client";
import { createBookingRow, createUser } from "@test/factories";
import { BIG_BEN, HEATHROW, daysFromNow, hourlyPayload, pointToPointPayload } from "@test/booking";

// The first test pays for the database migration and a password hash on a shared 2-core machine.
jest.setTimeout(30000);

type Booking = Record<string, unknown> & { booking_id: number; return_booking: Booking | null };
type Envelope<T> = { success: boolean; message: string; data: T; errors?: Record<string, string> };

const rowsOf = async (userId: number) =>
  (await getDb()).select().from(bookings).where(eq(bookings.user_id, userId));
const countAll = async () => (await (await getDb()).select().from(bookings)).length;

describe("POST /api/bookings", () => {
  it("creates a booking owned by the session user, priced by the server", async () => {
    const user = await createUser();
    const result = await callRoute<Envelope<Booking>>(createBookingRoute, {
      body: pointToPointPayload({
        price: 1,
        distance_travelled: 0.1,
        user_id: 999,
        status: "paid",
      }),
      as: user,
    });
    expect(result.status).toBe(201);
    expect(result.body.message).toBe("Booking created successfully");
    const expected = quoteClass(
      {
        booking_type: "point_to_point",
        pickup: { lat: 51.47, lng: -0.4543 },
        dropoff: { lat: 51.5007, lng: -0.1246 },
        passengers: 2,
        luggage: 2,
      },
      "first_class",
    );
    expect(result.body.data).toMatchObject({
      user_id: user.user_id,
      status: "pending",
      price_pence: expected.price_pence,
      price: expected.price,
      booking_time: "10:00:00",
      pickup_time_zone: "Europe/London",
      cost_center: null,
      is_self_booking: 1,
      return_booking: null,
    });
    const [row] = await rowsOf(user.user_id);
    expect(row).toMatchObject({
      user_id: user.user_id,
      pickup_lat: 51.47,
      dropoff_lng: -0.1246,
      price_pence: expected.price_pence,
    });
  });

  it("creates the return leg in the same transaction, swapped and linked both ways", async () => {
    const user = await createUser();
    const result = await callRoute<Envelope<Booking>>(createBookingRoute, {
      body: pointToPointPayload({
        return_trip: { booking_date: daysFromNow(6), booking_time: "18:15" },
        flight_number: "BA117",
        reference_code: "PO-7781",
      }),
      as: user,
    });
    expect(result.status).toBe(201);
    const outbound = result.body.data;
    const back = outbound.return_booking!;
    expect(outbound.return_booking_id).toBe(back.booking_id);
    expect(outbound.reference_code).toBe("PO-7781");
    expect(outbound.leg).toBe("OUT");
    expect(back).toMatchObject({
      reference_code: "PO-7781",
      leg: "RETURN",
      is_return_booking: 1,
      original_booking_id: outbound.booking_id,
      pickup_location: BIG_BEN,
      dropoff_location: HEATHROW,
      booking_time: "18:15:00",
      price_pence: outbound.price_pence,
      flight_number: null,
      user_id: user.user_id,
    });
    expect(await rowsOf(user.user_id)).toHaveLength(2);
    // The next step pays for the trip, so "latest" is the outbound leg, not the return written with it.
    const latest = await callRoute<Envelope<Booking>, { user_id: string }>(getLatest, {
      params: { user_id: String(user.user_id) },
      as: user,
    });
    expect(latest.body.data.booking_id).toBe(outbound.booking_id);
  });

  it("creates an hourly booking billed for the hours and area", async () => {
    const user = await createUser();
    const result = await callRoute<Envelope<Booking>>(createBookingRoute, {
      body: hourlyPayload(),
      as: user,
    });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({
      number_of_hours: 5,
      ride_area: "outside",
      dropoff_location: null,
      price_pence: 7500 * 5,
      distance_travelled: null,
    });
  });

  it("needs a guest's details when booking for someone else", async () => {
    const user = await createUser();
    const result = await callRoute<Envelope<Booking>>(createBookingRoute, {
      body: pointToPointPayload({ is_self_booking: false }),
      as: user,
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toMatchObject({
      guest_first_name: "Passenger first name is required",
      guest_email: "Passenger email is required",
    });
  });

  it("honours Idempotency-Key: a double submit creates one booking", async () => {
    const user = await createUser();
    const headers = { "Idempotency-Key": "draft-123" };
    const first = await callRoute<Envelope<Booking>>(createBookingRoute, {
      body: pointToPointPayload(),
      as: user,
      headers,
    });
    const second = await callRoute<Envelope<Booking>>(createBookingRoute, {
      body: pointToPointPayload(),
      as: user,
      headers,
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data.booking_id).toBe(first.body.data.booking_id);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await rowsOf(user.user_id)).toHaveLength(1);
    const other = await callRoute<Envelope<Booking>>(createBookingRoute, {
      body: pointToPointPayload({ number_of_luggage: 0 }),
      as: user,
      headers,
    });
    expect(other.status).toBe(422);
  });

  it("creates one booking for concurrent submits with one Idempotency-Key (the others wait with 409 or replay)", async () => {
    const user = await createUser();
    const headers = { "Idempotency-Key": "draft-concurrent" };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        callRoute<Envelope<Booking>>(createBookingRoute, {
          body: pointToPointPayload(),
          as: user,
          headers,
        }),
      ),
    );
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const created = results.filter((r) => r.status === 201);
    expect(new Set(created.map((r) => r.body.data.booking_id)).size).toBe(1);
    for (const refused of results.filter((r) => r.status === 409))
      expect(refused.body.message).toBe("A request with this Idempotency-Key is in progress");
    expect(await rowsOf(user.user_id)).toHaveLength(1);
  });

  it("answers 401 without a session and stores nothing", async () => {
    const before = await countAll();
    const result = await callRoute<Envelope<unknown>>(createBookingRoute, {
      body: pointToPointPayload(),
    });
    expect(result.status).toBe(401);
    expect(await countAll()).toBe(before);
  });

  it("accepts a bearer token", async () => {
    const user = await createUser();
    const result = await callRoute<Envelope<Booking>>(createBookingRoute, {
      body: pointToPointPayload(),
      as: user,
      bearer: true,
    });
    expect(result.status).toBe(201);
  });

  it.each([
    [{ booking_date: "2020-01-01" }, "booking_date", "Pickup time cannot be in the past"],
    [
      { booking_date: "03/01/2030" },
      "booking_date",
      "Invalid booking date. Expected format: yyyy-MM-dd",
    ],
    [
      { booking_time: "25:00" },
      "booking_time",
      "Invalid booking time format. Expected format: HH:mm:ss",
    ],
    [{ booking_time: undefined }, "booking_time", "Booking time is required"],
    [{ pickup_location: "" }, "pickup_location", "Pickup location is required"],
    [
      { pickup_location: "Nowhere Street 99, Atlantis" },
      "pickup_location",
      "Pickup location could not be found. Please choose an address from the suggestions.",
    ],
    [
      { dropoff_location: null },
      "dropoff_location",
      "Dropoff location is required for point to point bookings",
    ],
    [
      { dropoff_location: "Zzzz Qqqq" },
      "dropoff_location",
      "Dropoff location could not be found. Please choose an address from the suggestions.",
    ],
    [{ booking_type: "bus" }, "booking_type", "Booking type must be point_to_point or hourly"],
    [
      { destination_country: "fr" },
      "destination_country",
      "Destination country must be uk, canada or america",
    ],
    [
      { number_of_passengers: 0 },
      "number_of_passengers",
      "Number of passengers must be between 1 and 8",
    ],
    [
      { number_of_passengers: 2.5 },
      "number_of_passengers",
      "Number of passengers must be a whole number",
    ],
    [{ number_of_luggage: 9 }, "number_of_luggage", "Number of luggage must be between 0 and 8"],
    [{ number_of_luggage: "2" }, "number_of_luggage", "Number of luggage must be a number"],
    [
      { number_of_hours: 4 },
      "number_of_hours",
      "Number of hours is only allowed for hourly bookings",
    ],
    [
      { service_type: "economy" },
      "service_type",
      "Service type must be business_class, first_class or business_van",
    ],
    [{ service_type: undefined }, "service_type", "Service type is required"],
    [{ is_self_booking: "yes" }, "is_self_booking", "is_self_booking must be true, false, 1 or 0"],
    [
      {
        is_self_booking: false,
        guest_title: "sir",
        guest_first_name: "A",
        guest_last_name: "B",
        guest_email: "a@b.co",
        guest_phone_number: "+447700900000",
      },
      "guest_title",
      "Passenger title must be one of mr, mrs, ms, dr",
    ],
    [
      {
        is_self_booking: false,
        guest_title: "mr",
        guest_first_name: "A",
        guest_last_name: "B",
        guest_email: "nope",
        guest_phone_number: "+447700900000",
      },
      "guest_email",
      "Invalid email address",
    ],
    [
      {
        is_self_booking: false,
        guest_title: "mr",
        guest_first_name: "A",
        guest_last_name: "B",
        guest_email: "a@b.co",
        guest_phone_number: "abc",
      },
      "guest_phone_number",
      "Invalid phone number",
    ],
    [
      { flight_number: "X".repeat(21) },
      "flight_number",
      "Flight number must be at most 20 characters",
    ],
    [
      { notes_for_chauffeur: "n".repeat(1001) },
      "notes_for_chauffeur",
      "Notes for the chauffeur must be at most 1000 characters",
    ],
    [{ ride_area: "inside" }, "ride_area", "Ride area is only allowed for hourly bookings"],
    [{ pickup_sign: "S".repeat(101) }, "pickup_sign", "Pickup sign must be at most 100 characters"],
    [
      { reference_code: "R".repeat(51) },
      "reference_code",
      "Reference code must be at most 50 characters",
    ],
    [
      {
        is_self_booking: false,
        guest_title: "mr",
        guest_first_name: "A",
        guest_email: "a@b.co",
        guest_phone_number: "+447700900000",
      },
      "guest_last_name",
      "Passenger last name is required",
    ],
    [
      {
        is_self_booking: false,
        guest_title: "mr",
        guest_first_name: "A",
        guest_last_name: "B",
        guest_email: "a@b.co",
      },
      "guest_phone_number",
      "Passenger phone number is required",
    ],
    [
      { return_trip: { booking_date: daysFromNow(6) } },
      "return_trip.booking_time",
      "Please select return date and time",
    ],
    [
      { return_trip: { booking_date: daysFromNow(1), booking_time: "08:00" } },
      "return_trip.booking_date",
      "Return pickup must be after the outbound pickup",
    ],
  ])("answers 400 for bad input %#", async (overrides, field, message) => {
    const user = await createUser();
    const result = await callRoute<Envelope<unknown>>(createBookingRoute, {
      body: pointToPointPayload(overrides),
      as: user,
    });
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
    expect(result.body.errors?.[field]).toBe(message);
    expect(await rowsOf(user.user_id)).toHaveLength(0);
  });

  it.each([
    [
      { number_of_hours: undefined },
      "number_of_hours",
      "Number of hours is required for hourly bookings",
    ],
    [
      { dropoff_location: "Big Ben, Westminster, London SW1A 0AA, United Kingdom" },
      "dropoff_location",
      "Dropoff location is not allowed for hourly bookings",
    ],
  ])("answers 400 for bad hourly input %#", async (overrides, field, message) => {
    const user = await createUser();
    const result = await callRoute<Envelope<unknown>>(createBookingRoute, {
      body: hourlyPayload(overrides),
      as: user,
    });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[field]).toBe(message);
    expect(await rowsOf(user.user_id)).toHaveLength(0);
  });

  it("rejects unknown keys, such as a role", async () => {
    const user = await createUser();
    const result = await callRoute<Envelope<unknown>>(createBookingRoute, {
      body: pointToPointPayload({ role: "admin" }),
      as: user,
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(/role/);
  });

  it("rejects malformed JSON and an empty body", async () => {
    const user = await createUser();
    expect((await callRoute(createBookingRoute, { body: "{", as: user })).status).toBe(400);
    expect((await callRoute(createBookingRoute, { body: "[]", as: user })).status).toBe(400);
  });
});

describe("reading bookings", () => {
  it("GET /api/bookings/{id} answers the owner with owner fields, 404 for others, 401 without session", async () => {
    const owner = await createUser({ first_name: "Olive" });
    const stranger = await createUser();
    const admin = await createUser({ role: "admin" });
    const row = await createBookingRow({ user_id: owner.user_id });
    const params = { id: String(row.booking_id) };
    const mine = await callRoute<Envelope<Booking>, { id: string }>(getBooking, {
      params,
      as: owner,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      booking_id: row.booking_id,
      first_name: "Olive",
      email: owner.email,
    });
    expect(mine.headers.get("cache-control")).toBe("no-store");
    const theirs = await callRoute<Envelope<Booking>, { id: string }>(getBooking, {
      params,
      as: stranger,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe("Booking not found");
    expect((await callRoute(getBooking, { params, as: admin })).status).toBe(200);
    expect((await callRoute(getBooking, { params })).status).toBe(401);
    expect((await callRoute(getBooking, { params: { id: "999999" }, as: owner })).status).toBe(404);
    const bad = await callRoute<Envelope<unknown>, { id: string }>(getBooking, {
      params: { id: "abc" },
      as: owner,
    });
    // A malformed id names no booking: the same 404 as a missing one (route params, issue 8).
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe("Not found");
  });

  it("GET /api/bookings/latest/{user_id} answers the newest for its user only", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    await createBookingRow({ user_id: owner.user_id });
    const newest = await createBookingRow({ user_id: owner.user_id, service_type: "business_van" });
    await createBookingRow({ user_id: stranger.user_id });
    const params = { user_id: String(owner.user_id) };
    const mine = await callRoute<Envelope<Booking>, { user_id: string }>(getLatest, {
      params,
      as: owner,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.booking_id).toBe(newest.booking_id);
    expect((await callRoute(getLatest, { params, as: stranger })).status).toBe(404);
    expect((await callRoute(getLatest, { params })).status).toBe(401);
    expect((await callRoute(getLatest, { params: { user_id: "0" }, as: owner })).status).toBe(404);
    const none = await createUser();
    expect(
      (await callRoute(getLatest, { params: { user_id: String(none.user_id) }, as: none })).status,
    ).toBe(404);
  });

  it("GET /api/bookings/user/{userId} lists only that user's bookings", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const admin = await createUser({ role: "admin" });
    await createBookingRow({ user_id: owner.user_id });
    await createBookingRow({ user_id: owner.user_id });
    await createBookingRow({ user_id: stranger.user_id });
    const params = { userId: String(owner.user_id) };
    const mine = await callRoute<Envelope<Booking[]>, { userId: string }>(listForUser, {
      params,
      as: owner,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(2);
    expect(mine.body.data.every((b) => b.user_id === owner.user_id)).toBe(true);
    expect(
      (await callRoute<Envelope<Booking[]>, { userId: string }>(listForUser, { params, as: admin }))
        .body.data,
    ).toHaveLength(2);
    expect((await callRoute(listForUser, { params, as: stranger })).status).toBe(404);
    expect((await callRoute(listForUser, { params })).status).toBe(401);
    expect((await callRoute(listForUser, { params: { userId: "-1" }, as: owner })).status).toBe(
      404,
    );
    const db = await getDb();
    expect(
      await db.select().from(bookings).where(eq(bookings.user_id, stranger.user_id)),
    ).toHaveLength(1);
  });
});
