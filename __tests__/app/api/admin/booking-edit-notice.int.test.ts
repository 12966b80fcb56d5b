import { eq } from "drizzle-orm";
import { POST as requote } from "@/app/api/admin/bookings/[id]/quote/route";
import { listAuditEvents } from "@/server/audit/queries";
import { getDb } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import { putBooking, type Answer } from "@test/booking-routes";
import { createBookingRow, createUser } from "@test/factories";
import { payWithTestCard, quietPaymentsTestSetup, readBooking } from "@test/payments";
import { callRoute } from "@test/route-client";

quietPaymentsTestSetup();

type User = Awaited<ReturnType<typeof createUser>>;
interface Requote {
  price_pence: number;
  new_price_pence: number;
  refund_pence: number;
  changes: { label: string; old: string; new: string }[];
  notify_customer: boolean;
}

const GATWICK = "Gatwick Airport (LGW), Horley, Gatwick RH6 0NP, United Kingdom";

const quote = (id: number | string, body: unknown, as?: User) =>
  callRoute<Answer<Requote>, { id: string }>(requote, {
    url: `/api/admin/bookings/${id}/quote`,
    params: { id: String(id) },
    body,
    as,
  });

async function changeMails(to: string) {
  const db = await getDb();
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, to));
  return rows.filter((row) => row.template === "booking-changed");
}

let admin: User;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
});

async function paidBooking(customer: User, pence: number) {
  const booking = await createBookingRow({ user_id: customer.user_id, price_pence: pence });
  await payWithTestCard(customer, booking.booking_id, pence / 100);
  return booking;
}

describe("the customer is told what an edit changed", () => {
  it("e-mails a new time and pickup after the commit, and the audit row points to the e-mail", async () => {
    const customer = await createUser({ first_name: "Mary" });
    const booking = await createBookingRow({ user_id: customer.user_id });
    const res = await putBooking(
      booking.booking_id,
      { booking_time: "15:45", pickup_location: GATWICK },
      admin,
    );
    expect(res.status).toBe(200);
    const [mail, ...more] = await changeMails(customer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Your booking ${booking.booking_reference} has changed`);
    expect(mail?.text).toContain("Hello Mary");
    expect(mail?.text).toMatch(/Pickup time: .*10:00 \(UK time\) → .*15:45 \(UK time\)/);
    expect(mail?.text).toContain(`Pickup: ${booking.pickup_location} → ${GATWICK}`);
    const stored = await readBooking(booking.booking_id);
    if (stored.price_pence !== booking.price_pence)
      expect(mail?.text).toContain("Price: £109.72 → £");
    expect(mail?.text).not.toContain("refunded");
    const [updated] = await listAuditEvents({ kind: "booking", id: booking.booking_id });
    expect(updated).toMatchObject({
      action: "updated",
      context: { customer_email_id: mail!.email_id },
    });
  });

  it("e-mails a lower price on a paid booking with the refund it gave", async () => {
    const customer = await createUser();
    const booking = await paidBooking(customer, 10000);
    const res = await putBooking(
      booking.booking_id,
      { manual_price: 80, price_reason: "Goodwill" },
      admin,
    );
    expect(res.status).toBe(200);
    const [mail] = await changeMails(customer.email);
    expect(mail?.text).toContain("Price: £100.00 → £80.00");
    expect(mail?.text).toContain("We have refunded the difference of £20.00");
  });

  it("sends nothing for changes the customer does not see, nor when the edit is refused", async () => {
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id });
    expect(
      (await putBooking(booking.booking_id, { notes_for_chauffeur: "Gate 3" }, admin)).status,
    ).toBe(200);
    expect(
      (
        await putBooking(
          booking.booking_id,
          { booking_time: "16:00", number_of_passengers: 0 },
          admin,
        )
      ).status,
    ).toBe(400);
    const done = await createBookingRow({ user_id: customer.user_id, status: "completed" });
    expect(
      (await putBooking(done.booking_id, { manual_price: 50, price_reason: "x" }, admin)).status,
    ).toBe(409);
    expect(await changeMails(customer.email)).toEqual([]);
  });
});

describe("POST /api/admin/bookings/{id}/quote (the edit's live re-quote)", () => {
  it("answers the old and new price and what the customer will be told, writing nothing", async () => {
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id });
    const res = await quote(booking.booking_id, { service_type: "first_class" }, admin);
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data.price_pence).toBe(booking.price_pence);
    expect(data.new_price_pence).toBeGreaterThan(booking.price_pence);
    expect(data).toMatchObject({ refund_pence: 0, notify_customer: true });
    expect(data.changes.map((change) => change.label)).toEqual(["Price"]);
    // The save stores exactly the quoted price.
    expect(await readBooking(booking.booking_id)).toEqual(booking);
    await putBooking(booking.booking_id, { service_type: "first_class" }, admin);
    expect((await readBooking(booking.booking_id)).price_pence).toBe(data.new_price_pence);
  });

  it("quotes the refund a lower price gives a paid booking", async () => {
    const customer = await createUser();
    const booking = await paidBooking(customer, 10000);
    const res = await quote(
      booking.booking_id,
      { manual_price: 62.5, price_reason: "Goodwill" },
      admin,
    );
    expect(res.body.data).toMatchObject({
      price_pence: 10000,
      new_price_pence: 6250,
      refund_pence: 3750,
      notify_customer: true,
    });
  });

  it("says nothing will be sent for a notes change", async () => {
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id });
    const res = await quote(booking.booking_id, { notes_for_chauffeur: "Gate 3" }, admin);
    expect(res.body.data).toMatchObject({
      new_price_pence: booking.price_pence,
      changes: [],
      notify_customer: false,
    });
  });

  it("answers the PUT's field errors and refusals, for administrators only", async () => {
    const customer = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id });
    const bad = await quote(booking.booking_id, { number_of_passengers: 9 }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.number_of_passengers).toBe(
      "Number of passengers must be between 1 and 8",
    );
    const unknown = await quote(
      booking.booking_id,
      { pickup_location: "Nowhere at all 123" },
      admin,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.pickup_location).toContain("could not be found");
    expect((await quote(booking.booking_id, { manual_price: 5 }, admin)).body.errors).toEqual({
      price_reason: "A reason is required for a manual price",
    });
    expect((await quote(999999, {}, admin)).status).toBe(404);
    expect((await quote(booking.booking_id, {})).status).toBe(401);
    expect((await quote(booking.booking_id, {}, customer)).status).toBe(403);
    expect(await listAuditEvents({ kind: "booking", id: booking.booking_id })).toEqual([]);
  });
});
