import { penceToPounds } from "@/lib/money";
import { ledgerKindLabel } from "@/lib/payment-labels";
import "server-only";
import { desc, eq, or } from "drizzle-orm";
import { listAuditEvents } from "@/server/audit/queries";
import { operatorRecordForBooking } from "@/server/reports/operator-record";
import { BOOKING_NOT_FOUND } from "./queries";
import { serializeBooking } from "./serialize";
import { getDb, type Executor } from "@/server/db/client";
import { bookings, offlinePayments, payments, users } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { readSettingsGroup } from "@/server/settings/read-settings";
import { vatSummary } from "@/lib/vat";

const ownerColumns = {
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  phone_number: users.phone_number,
};

/**
 * One booking for the console: the spec's fields plus `user_*` (the account holder, which the
 * console prefers over the plain names), the other leg, the payments and the History.
 */
export async function getAdminBookingDetails(bookingId: number, executor?: Executor) {
  const db = executor ?? (await getDb());
  const [found] = await db
    .select({ booking: bookings, owner: ownerColumns })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(eq(bookings.booking_id, bookingId))
    .limit(1);
  if (!found) throw notFound(BOOKING_NOT_FOUND);
  const { booking, owner } = found;
  const otherLegId = booking.return_booking_id ?? booking.original_booking_id;
  const [otherLeg] = otherLegId
    ? await db
        .select({
          booking_id: bookings.booking_id,
          booking_date: bookings.booking_date,
          booking_time: bookings.booking_time,
          pickup_location: bookings.pickup_location,
          status: bookings.status,
        })
        .from(bookings)
        .where(eq(bookings.booking_id, otherLegId))
        .limit(1)
    : [];
  const paymentOwner = booking.original_booking_id ?? booking.booking_id;
  const cardPayments = await db
    .select()
    .from(payments)
    .where(eq(payments.booking_id, paymentOwner))
    .orderBy(desc(payments.created_at));
  const offline = await db
    .select()
    .from(offlinePayments)
    .where(
      or(
        eq(offlinePayments.booking_id, booking.booking_id),
        eq(offlinePayments.booking_id, paymentOwner),
      ),
    )
    .orderBy(desc(offlinePayments.created_at));
  const history = await listAuditEvents({ kind: "booking", id: booking.booking_id }, db);
  const operatorRecord = await operatorRecordForBooking(booking.booking_id, db);
  const billing = await readSettingsGroup("billing", db);
  return {
    ...serializeBooking(booking, owner),
    user_first_name: owner.first_name,
    user_last_name: owner.last_name,
    user_phone_number: owner.phone_number,
    user_email: owner.email,
    return_booking: booking.return_booking_id && otherLeg ? otherLeg : null,
    original_booking: booking.original_booking_id && otherLeg ? otherLeg : null,
    payments: [
      ...cardPayments.map((row) => ({
        kind: "card" as const,
        // A tip is the chauffeur's money, not the fare: the list names it so.
        label: ledgerKindLabel(row),
        method: row.provider,
        reference: row.provider_payment_id,
        status: row.status,
        amount: penceToPounds(row.amount_pence),
        refunded: penceToPounds(row.refunded_pence),
        created_at: row.created_at.toISOString(),
      })),
      ...offline.map((row) => ({
        kind: "offline" as const,
        label: ledgerKindLabel({ kind: "booking" }),
        method: row.method,
        reference: row.reference,
        status: "succeeded" as const,
        amount: penceToPounds(row.amount_pence),
        refunded: 0,
        created_at: row.created_at.toISOString(),
      })),
    ],
    history,
    operator_record: operatorRecord,
    vat_label: vatSummary(booking.price_pence, billing).label,
  };
}

/** The dashboard's Recent Bookings: the newest received, at most `limit` (7). */
export async function recentBookings(limit = 7) {
  const db = await getDb();
  const rows = await db
    .select({ booking: bookings, owner: ownerColumns })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .orderBy(desc(bookings.created_at), desc(bookings.booking_id))
    .limit(limit);
  return rows.map(({ booking, owner }) => serializeBooking(booking, owner));
}
