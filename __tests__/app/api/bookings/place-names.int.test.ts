import { desc, eq } from "drizzle-orm";
import { POST as createBookingRoute } from "@/app/api/bookings/route";
import { GET as getBooking, PUT as editBooking } from "@/app/api/bookings/[id]/route";
import { getDb } from "@/server/db/client";
import { bookings, emailOutbox } from "@/server/db/schema";
import { GET as exportConsoleCsv } from "@/app/api/admin/bookings/export/route";
import { GET as exportOwnCsv } from "@/app/api/bookings/export/route";
import { callRoute } from "@test/route-client";
import { createUser } from "@test/factories";
import { BIG_BEN, HEATHROW, daysFromNow, pointToPointPayload } from "@test/booking";
import { payWithTestCard, quietPaymentsTestSetup, receiptEmails } from "@test/payments";

quietPaymentsTestSetup();

const SAVOY = "Strand, London WC2R 0EZ, United Kingdom";
const SAVOY_LABEL = `The Savoy, ${SAVOY}`;

type Booking = Record<string, unknown> & { booking_id: number; return_booking: Booking | null };
type Envelope<T> = { success: boolean; message: string; data: T; errors?: Record<string, string> };

const create = (user: Awaited<ReturnType<typeof createUser>>, overrides: Record<string, unknown>) =>
  callRoute<Envelope<Booking>>(createBookingRoute, {
    body: pointToPointPayload(overrides),
    as: user,
  });
const rowOf = async (bookingId: number) =>
  (await (await getDb()).select().from(bookings).where(eq(bookings.booking_id, bookingId)))[0]!;

describe("a booking from a named place", () => {
  it("stores and serialises the place's name beside its street address, both legs swapped", async () => {
    const user = await createUser();
    const result = await create(user, {
      pickup_location: SAVOY,
      pickup_place_name: "The Savoy",
      dropoff_location: HEATHROW,
      dropoff_place_name: "Heathrow Airport",
      return_trip: { booking_date: daysFromNow(6), booking_time: "18:15" },
    });
    expect(result.status).toBe(201);
    const outbound = result.body.data;
    // Heathrow's address already says its name, so no name is kept for it.
    expect(outbound).toMatchObject({
      pickup_location: SAVOY,
      pickup_place_name: "The Savoy",
      dropoff_location: HEATHROW,
      dropoff_place_name: null,
    });
    expect(outbound.return_booking).toMatchObject({
      pickup_location: HEATHROW,
      pickup_place_name: null,
      dropoff_location: SAVOY,
      dropoff_place_name: "The Savoy",
    });
    expect(await rowOf(outbound.booking_id)).toMatchObject({ pickup_place_name: "The Savoy" });

    const read = await callRoute<Envelope<Booking>, { id: string }>(getBooking, {
      params: { id: String(outbound.booking_id) },
      as: user,
    });
    expect(read.body.data).toMatchObject({ pickup_place_name: "The Savoy" });

    // The operations mailbox's message, queued with the booking, names the place.
    const [mail] = await (
      await getDb()
    )
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "new-booking-notification"))
      .orderBy(desc(emailOutbox.email_id))
      .limit(1);
    expect(mail?.text).toContain(SAVOY_LABEL);
    expect(mail?.html).toContain(SAVOY_LABEL);
  });

  it("shows the name in the payment receipt in the outbox", async () => {
    const user = await createUser();
    const created = await create(user, { pickup_location: SAVOY, pickup_place_name: "The Savoy" });
    const booking = created.body.data;
    const { intent, paid } = await payWithTestCard(
      user,
      booking.booking_id,
      booking.price as number,
    );
    expect(paid.status).toBe(200);
    const [receipt] = await receiptEmails(intent.body.data!.payment_intent_id!);
    expect(receipt?.text).toContain(`Pickup: ${SAVOY_LABEL}`);
    expect(receipt?.html).toContain(`Pickup: ${SAVOY_LABEL}`);
  });

  it("keeps only a name the server's own place lookup gives that address", async () => {
    const user = await createUser();
    const forged = await create(user, {
      pickup_location: SAVOY,
      pickup_place_name: "Buckingham Palace",
    });
    expect(forged.status).toBe(201);
    expect(forged.body.data.pickup_place_name).toBeNull();

    const typed = await create(user, { pickup_location: SAVOY });
    expect(typed.body.data.pickup_place_name).toBeNull();
  });

  it("refuses a name with markup or control characters with a field error", async () => {
    const user = await createUser();
    for (const name of ["<b>The Savoy</b>", "The\u0000Savoy", "x".repeat(121)]) {
      const result = await create(user, { pickup_location: SAVOY, pickup_place_name: name });
      expect(result.status).toBe(400);
      expect(result.body.errors).toHaveProperty("pickup_place_name");
    }
  });

  it("lets an administrator name a place, and drops the name when the address moves", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser();
    const created = await create(user, { pickup_location: SAVOY });
    const id = created.body.data.booking_id;
    const edit = (body: Record<string, unknown>) =>
      callRoute<Envelope<Booking>, { id: string }>(editBooking, {
        params: { id: String(id) },
        method: "PUT",
        body,
        as: admin,
      });

    const named = await edit({ pickup_place_name: "The Savoy" });
    expect(named.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ pickup_place_name: "The Savoy" });

    const moved = await edit({ pickup_location: BIG_BEN });
    expect(moved.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ pickup_location: BIG_BEN, pickup_place_name: null });
  });

  it("exports the place's name with its address in the console's and the customer's CSV", async () => {
    const user = await createUser();
    const admin = await createUser({ role: "admin" });
    const created = await create(user, { pickup_location: SAVOY, pickup_place_name: "The Savoy" });
    expect(created.status).toBe(201);
    const reference = String(created.body.data.booking_reference);
    for (const [handler, as] of [
      [exportConsoleCsv, admin],
      [exportOwnCsv, user],
    ] as const) {
      const res = await callRoute(handler, { url: `/api/export?q=${reference}`, as });
      expect(res.status).toBe(200);
      expect(res.text).toContain(SAVOY_LABEL);
    }
  });
});
