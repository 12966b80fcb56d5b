import { GET as details } from "@/app/api/admin/bookings/[id]/route";
import { PUT as setStatus } from "@/app/api/bookings/[id]/status/route";
import { getDb } from "@/server/db/client";
import { payments } from "@/server/db/schema";
import { createBookingRow, createUser } from "@test/factories";
import { createReturnTrip } from "@test/payments";
import { callRoute } from "@test/route-client";

type Details = {
  booking_id: number;
  user_first_name: string;
  user_last_name: string;
  user_email: string;
  user_phone_number: string;
  guest_first_name: string | null;
  flight_number: string | null;
  pickup_sign: string | null;
  return_booking: { booking_id: number } | null;
  original_booking: { booking_id: number } | null;
  history: { action: string; actor_kind: string }[];
};
type Envelope = {
  success: boolean;
  message: string;
  data: Details;
  errors?: Record<string, string>;
};

const get = (id: string | number, as?: Awaited<ReturnType<typeof createUser>>) =>
  callRoute<Envelope, { id: string }>(details, {
    url: `/api/admin/bookings/${id}`,
    params: { id: String(id) },
    as,
  });

describe("GET /api/admin/bookings/{id}", () => {
  it("gives an administrator the booking with user_* fields, guest, flight, the other leg and the History", async () => {
    const admin = await createUser({ role: "admin" });
    const customer = await createUser({
      first_name: "Mary",
      last_name: "Jackson",
      phone_number: "+447700900777",
    });
    const { outbound, returnLeg } = await createReturnTrip(customer);
    const guest = await createBookingRow({
      user_id: customer.user_id,
      is_self_booking: false,
      guest_first_name: "Dorothy",
      guest_last_name: "Vaughan",
      flight_number: "BA117",
      pickup_sign: "VAUGHAN",
    });
    await callRoute(setStatus, {
      method: "PUT",
      url: `/api/bookings/${guest.booking_id}/status`,
      params: { id: String(guest.booking_id) },
      body: { status: "confirmed" },
      as: admin,
    });
    const res = await get(guest.booking_id, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      booking_id: guest.booking_id,
      user_first_name: "Mary",
      user_last_name: "Jackson",
      user_email: customer.email,
      user_phone_number: "+447700900777",
      guest_first_name: "Dorothy",
      flight_number: "BA117",
      pickup_sign: "VAUGHAN",
      return_booking: null,
      original_booking: null,
    });
    expect(res.body.data.history).toMatchObject([
      { action: "status_changed", actor_kind: "admin" },
    ]);
    const out = await get(outbound.booking_id, admin);
    expect(out.body.data.return_booking?.booking_id).toBe(returnLeg.booking_id);
    const back = await get(returnLeg.booking_id, admin);
    expect(back.body.data.original_booking?.booking_id).toBe(outbound.booking_id);
  });

  it("names each card payment by what it is for: the fare is a Payment, a tip a Tip", async () => {
    const admin = await createUser({ role: "admin" });
    const booking = await createBookingRow({ user_id: (await createUser()).user_id });
    const db = await getDb();
    await db.insert(payments).values([
      {
        booking_id: booking.booking_id,
        provider: "test",
        provider_payment_id: `tp_fare_${booking.booking_id}`,
        amount_pence: 9000,
        status: "succeeded",
        created_at: new Date("2026-11-20T10:00:00Z"),
      },
      {
        booking_id: booking.booking_id,
        provider: "test",
        kind: "tip",
        provider_payment_id: `tp_tip_${booking.booking_id}`,
        amount_pence: 750,
        status: "succeeded",
        created_at: new Date("2026-11-21T10:00:00Z"),
      },
    ]);
    const res = await callRoute<
      { data: { payments: { label: string; amount: number }[] } },
      { id: string }
    >(details, {
      url: `/api/admin/bookings/${booking.booking_id}`,
      params: { id: String(booking.booking_id) },
      as: admin,
    });
    expect(res.body.data.payments.map(({ label, amount }) => [label, amount])).toEqual([
      ["Tip", 7.5],
      ["Payment", 90],
    ]);
  });

  it("answers 401 signed out and 403 to customers, even the booking's owner", async () => {
    const customer = await createUser();
    const other = await createUser();
    const booking = await createBookingRow({ user_id: customer.user_id });
    expect((await get(booking.booking_id)).status).toBe(401);
    expect((await get(booking.booking_id, customer)).status).toBe(403);
    expect((await get(booking.booking_id, other)).status).toBe(403);
  });

  it("answers 404 for an unknown booking and for a malformed id", async () => {
    const admin = await createUser({ role: "admin" });
    expect((await get(999999, admin)).status).toBe(404);
    for (const id of ["abc", "0", "-1", "1e3", "9999999999"]) {
      expect((await get(id, admin)).status).toBe(404);
    }
  });
});
