import { eq } from "drizzle-orm";
import { POST as phoneBooking } from "@/app/api/admin/bookings/route";
import { POST as phoneQuote } from "@/app/api/admin/bookings/quote/route";
import { listAuditEvents } from "@/server/audit/queries";
import { getDb } from "@/server/db/client";
import { bookings, emailOutbox } from "@/server/db/schema";
import { daysFromNow, hourlyPayload, pointToPointPayload } from "@test/booking";
import { createUser } from "@test/factories";
import { quietPaymentsTestSetup, readBooking } from "@test/payments";
import { callRoute } from "@test/route-client";

quietPaymentsTestSetup();

type User = Awaited<ReturnType<typeof createUser>>;
type Answer<T> = { success: boolean; message: string; data?: T; errors?: Record<string, string> };
interface Created {
  booking_id: number;
  booking_reference: string;
  price: number;
  return_booking: { booking_id: number } | null;
}
interface Quote {
  price_pence: number;
  return_price_pence: number;
  total_pence: number;
}

const post = (body: unknown, as?: User) =>
  callRoute<Answer<Created>>(phoneBooking, {
    url: "/api/admin/bookings",
    method: "POST",
    body,
    as,
  });
const quote = (body: unknown, as?: User) =>
  callRoute<Answer<Quote>>(phoneQuote, { url: "/api/admin/bookings/quote", body, as });

async function outboxFor(to: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.to_address, to));
}

const guest = {
  is_self_booking: false,
  guest_title: "dr",
  guest_first_name: "Ada",
  guest_last_name: "Lovelace",
  guest_email: "ada.guest@example.com",
  guest_phone_number: "07700 900456",
};
const extras = {
  flight_number: "BA 117",
  pickup_sign: "Dr Lovelace",
  notes_for_chauffeur: "Two child seats, please",
};

let admin: User;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
});

describe("POST /api/admin/bookings: the fields online bookings have", () => {
  it("stores flight, sign, notes and the guest passenger, and creates the return leg", async () => {
    const customer = await createUser();
    const returnDate = daysFromNow(6);
    const res = await post(
      {
        customer: { user_id: customer.user_id },
        booking: pointToPointPayload({
          ...guest,
          ...extras,
          return_trip: { booking_date: returnDate, booking_time: "18:30" },
        }),
        payment: { mode: "link" },
      },
      admin,
    );
    expect(res.status).toBe(201);
    const outbound = await readBooking(res.body.data!.booking_id);
    expect(outbound).toMatchObject({
      ...extras,
      is_self_booking: false,
      guest_title: "dr",
      guest_first_name: "Ada",
      guest_last_name: "Lovelace",
      guest_email: "ada.guest@example.com",
      guest_phone_number: "+447700900456",
    });
    const back = await readBooking(res.body.data!.return_booking!.booking_id);
    expect(back).toMatchObject({
      is_return_booking: true,
      original_booking_id: outbound.booking_id,
      pickup_location: outbound.dropoff_location,
      dropoff_location: outbound.pickup_location,
      booking_date: returnDate,
      booking_time: "18:30:00",
      // The flight and sign describe the outbound arrival; the notes and passenger carry over.
      flight_number: null,
      pickup_sign: null,
      notes_for_chauffeur: extras.notes_for_chauffeur,
      guest_first_name: "Ada",
    });
    expect(outbound.return_booking_id).toBe(back.booking_id);
  });

  it("sends the caller the booking's reference and details with the pay link", async () => {
    const customer = await createUser();
    const res = await post(
      {
        customer: { user_id: customer.user_id },
        booking: pointToPointPayload({
          ...extras,
          return_trip: { booking_date: daysFromNow(6), booking_time: "18:30" },
        }),
        payment: { mode: "link" },
      },
      admin,
    );
    const outbound = await readBooking(res.body.data!.booking_id);
    const back = await readBooking(res.body.data!.return_booking!.booking_id);
    const [mail, ...more] = await outboxFor(customer.email);
    expect(more).toEqual([]);
    expect(mail?.template).toBe("pay-link");
    expect(mail?.text).toContain(`Booking reference: ${outbound.booking_reference}`);
    expect(mail?.text).toContain(`Outbound — booking ${outbound.booking_reference}`);
    expect(mail?.text).toContain(`Return — booking ${back.booking_reference}`);
    expect(mail?.text).toContain(`Pickup: ${outbound.pickup_location}`);
    expect(mail?.text).toContain("Flight: BA 117");
    expect(mail?.text).toContain(`/payment?booking_id=${outbound.booking_id}`);
  });

  it("confirms an offline-paid booking with the online receipt, and tells the guest passenger", async () => {
    const res = await post(
      {
        customer: {
          first_name: "Grace",
          last_name: "Hopper",
          email: "grace.phone@example.com",
          phone_number: "07700 900789",
        },
        booking: hourlyPayload({ ...guest, guest_email: "guest.offline@example.com" }),
        payment: { mode: "offline", method: "cash", reference: "Till 4" },
      },
      admin,
    );
    expect(res.status).toBe(201);
    const booking = await readBooking(res.body.data!.booking_id);
    const mails = await outboxFor("grace.phone@example.com");
    expect(mails.map((mail) => mail.template).sort()).toEqual(["receipt", "set-password"]);
    const receipt = mails.find((mail) => mail.template === "receipt");
    expect(receipt?.subject).toBe(`Payment receipt for booking ${booking.booking_reference}`);
    expect(receipt?.text).toContain("Payment reference: Cash Till 4");
    expect(receipt?.text).toContain(`Booking reference: ${booking.booking_reference}`);
    expect(receipt?.attachments).toHaveLength(1);
    const [guestMail] = await outboxFor("guest.offline@example.com");
    expect(guestMail?.template).toBe("guest-ride");
    expect(guestMail?.text).not.toContain("£");
    const sent = (await listAuditEvents({ kind: "booking", id: booking.booking_id })).filter(
      (event) => event.action === "email_sent",
    );
    expect(sent.map((event) => event.context.template).sort()).toEqual(["guest-ride", "receipt"]);
  });

  it.each([
    [
      { flight_number: "X".repeat(21) },
      "booking.flight_number",
      "Flight number must be at most 20 characters",
    ],
    [
      { pickup_sign: "S".repeat(101) },
      "booking.pickup_sign",
      "Pickup sign must be at most 100 characters",
    ],
    [{ is_self_booking: false }, "booking.guest_first_name", "Passenger first name is required"],
    [{ ...guest, guest_email: "not-an-email" }, "booking.guest_email", "Invalid email address"],
    [{ ...guest, guest_phone_number: "12" }, "booking.guest_phone_number", "Invalid phone number"],
    [
      { return_trip: { booking_date: daysFromNow(1), booking_time: "09:00" } },
      "booking.return_trip.booking_date",
      "Return pickup must be after the outbound pickup",
    ],
    [{ return_trip: { booking_date: daysFromNow(6) } }, "booking.return_trip.booking_time", null],
  ])("refuses %j with its field error and takes nothing", async (override, field, message) => {
    const db = await getDb();
    const count = (await db.select({ id: bookings.booking_id }).from(bookings)).length;
    const customer = await createUser();
    const res = await post(
      {
        customer: { user_id: customer.user_id },
        booking: pointToPointPayload(override),
        payment: { mode: "link" },
      },
      admin,
    );
    expect(res.status).toBe(400);
    if (message) expect(res.body.errors?.[field]).toBe(message);
    else expect(res.body.errors?.[field]).toEqual(expect.any(String));
    expect((await db.select({ id: bookings.booking_id }).from(bookings)).length).toBe(count);
    expect(await outboxFor(customer.email)).toEqual([]);
  });
});

describe("POST /api/admin/bookings/quote (the phone booking's live price)", () => {
  it("quotes the price the booking then stores, with the return leg", async () => {
    const payload = pointToPointPayload({
      return_trip: { booking_date: daysFromNow(6), booking_time: "18:30" },
    });
    const res = await quote({ booking: payload }, admin);
    expect(res.status).toBe(200);
    const { price_pence, return_price_pence, total_pence } = res.body.data!;
    expect(return_price_pence).toBe(price_pence);
    expect(total_pence).toBe(price_pence * 2);
    const customer = await createUser();
    const created = await post(
      { customer: { user_id: customer.user_id }, booking: payload, payment: { mode: "link" } },
      admin,
    );
    expect((await readBooking(created.body.data!.booking_id)).price_pence).toBe(price_pence);
    const oneWay = await quote({ booking: hourlyPayload() }, admin);
    expect(oneWay.body.data).toMatchObject({ return_price_pence: 0 });
  });

  it("answers field errors under booking., and only to administrators", async () => {
    const bad = await quote({ booking: pointToPointPayload({ number_of_luggage: 9 }) }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.["booking.number_of_luggage"]).toBe(
      "Number of luggage must be between 0 and 8",
    );
    const nowhere = await quote(
      { booking: pointToPointPayload({ dropoff_location: "Nowhere at all 123" }) },
      admin,
    );
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors?.dropoff_location).toContain("could not be found");
    expect((await quote({ booking: pointToPointPayload(), price: 1 }, admin)).status).toBe(400);
    expect((await quote({ booking: pointToPointPayload() })).status).toBe(401);
    expect((await quote({ booking: pointToPointPayload() }, await createUser())).status).toBe(403);
  });
});
