import type { PartnerRow } from "@/server/db/schema";
import { createBookingRow, createUser } from "@test/factories";
import { payBooking, readRow } from "@test/ledger";

/** A partner booking whose pickup was `days` ago, paid (so its commission is available). */
export async function paidPastBooking(
  partner: Pick<PartnerRow, "partner_id">,
  pricePence: number,
  days = 8,
) {
  const user = await createUser();
  const date = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const booking = await createBookingRow({
    user_id: user.user_id,
    partner_id: partner.partner_id,
    price_pence: pricePence,
    booking_date: date,
    pickup_at: new Date(`${date}T10:00:00Z`),
  });
  expect((await payBooking(booking)).outcome).toBe("paid");
  return readRow(booking.booking_id);
}
