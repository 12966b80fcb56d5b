import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { linesOrFare, sumLines, type PriceLine } from "@/lib/price-lines";
import { dropoffLabel, pickupLabel } from "@/lib/place-label";
import { ledgerKindLabel, paymentMethodLabel } from "@/lib/payment-labels";
import { SERVICE_CLASSES, carsSuffix } from "@/lib/service-classes";
import { vatSummary, type VatSummary } from "@/lib/vat";
import { hourlyDurationText } from "@/lib/hourly-minimum";
import { todayInZone } from "@/lib/wall-clock";
import { canReadUser, type Actor } from "@/server/auth/policies";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { bookings, offlinePayments, payments, users, type BookingRow } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { readSettingsGroup } from "@/server/settings/read-settings";
import { loadBookingLegs, payableLegs } from "@/server/payments/booking-legs";
import { BOOKING_NOT_FOUND } from "./queries";

export interface ReceiptLeg {
  reference: string;
  title: string;
  journey: string[];
  lines: PriceLine[];
  totalPence: number;
}

/** One movement of money: a payment (or a tip, or any kind a ledger row says), or a refund. */
export interface ReceiptEntry {
  date: string;
  label: string;
  method: string;
  reference: string;
  /** Money in is positive, money back negative. */
  amountPence: number;
}

export interface ReceiptModel {
  number: string;
  issuedOn: string;
  operator: { name: string; address: string; vatNumber: string | null };
  bookingReference: string;
  passenger: string;
  legs: ReceiptLeg[];
  totalPence: number;
  vat: VatSummary;
  entries: ReceiptEntry[];
  paidPence: number;
  filename: string;
}

/** Stable per booking: the journey's outbound reference, so every download is the same number. */
export function receiptNumber(reference: string): string {
  return `R-${reference}`;
}

function passengerOf(row: BookingRow, owner: { first_name: string; last_name: string }): string {
  const guest = !row.is_self_booking && (row.guest_first_name || row.guest_last_name);
  const name = guest
    ? `${row.guest_first_name ?? ""} ${row.guest_last_name ?? ""}`
    : `${owner.first_name} ${owner.last_name}`;
  return name.trim();
}

function legOf(row: BookingRow, title: string): ReceiptLeg {
  const service = `${SERVICE_CLASSES[row.service_type].name}${carsSuffix(row.number_of_cars)}`;
  const to = dropoffLabel(row);
  const journey = [
    `${row.booking_date} at ${row.booking_time.slice(0, 5)} (${row.pickup_time_zone}) · ${service}`,
    `From: ${pickupLabel(row)}`,
    to ? `To: ${to}` : `Hourly: ${hourlyDurationText(row.number_of_hours ?? 0)}`,
  ];
  return {
    reference: row.booking_reference,
    title,
    journey,
    lines: linesOrFare(row.price_lines, row.price_pence),
    totalPence: row.price_pence,
  };
}

async function ledgerEntries(db: Executor, legIds: number[], zone: string) {
  const entries: { at: Date; entry: ReceiptEntry }[] = [];
  const day = (at: Date) => todayInZone(zone, at);
  const cards = await db
    .select()
    .from(payments)
    .where(inArray(payments.booking_id, legIds))
    .orderBy(asc(payments.created_at), asc(payments.payment_id));
  for (const row of cards) {
    // Only money that moved: an attempt that never succeeded is not on a receipt.
    if (row.status !== "succeeded" && row.status !== "refunded") continue;
    const method = row.provider === "stripe" ? "Card" : "Card (test)";
    entries.push({
      at: row.created_at,
      entry: {
        date: day(row.created_at),
        label: ledgerKindLabel(row),
        method,
        reference: row.provider_payment_id,
        amountPence: row.amount_pence,
      },
    });
    if (row.refunded_pence > 0)
      entries.push({
        // The ledger keeps the refund on its payment; its last change is when it was given.
        at: row.updated_at,
        entry: {
          date: day(row.updated_at),
          label: "Refund",
          method,
          reference: row.refund_id ?? row.provider_payment_id,
          amountPence: -row.refunded_pence,
        },
      });
  }
  const offline = await db
    .select()
    .from(offlinePayments)
    .where(inArray(offlinePayments.booking_id, legIds))
    .orderBy(asc(offlinePayments.created_at));
  for (const row of offline)
    entries.push({
      at: row.created_at,
      entry: {
        date: day(row.created_at),
        label: ledgerKindLabel(row),
        method: paymentMethodLabel(row.method),
        reference: row.reference,
        amountPence: row.amount_pence,
      },
    });
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime()).map(({ entry }) => entry);
}

/**
 * Everything a booking's receipt says, for its owner or an administrator (anyone else: 404). A
 * return trip is one journey paid once, so either leg's receipt covers both legs.
 */
export async function loadReceipt(input: {
  viewer: Actor;
  bookingId: number;
  executor?: Executor;
}): Promise<ReceiptModel> {
  const db = await executorOrDb(input.executor);
  const [found] = await db
    .select({
      booking: bookings,
      owner: { first_name: users.first_name, last_name: users.last_name },
    })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(eq(bookings.booking_id, input.bookingId))
    .limit(1);
  if (!found || !canReadUser(input.viewer, found.booking.user_id))
    throw notFound(BOOKING_NOT_FOUND);
  // A return trip is paid once: the receipt covers the legs that payment covers.
  const journey = await loadBookingLegs(db, found.booking.booking_id);
  if (!journey) throw notFound(BOOKING_NOT_FOUND);
  const { outbound, returnLeg } = journey;
  const payable = payableLegs(journey);
  const legs =
    payable.length > 1
      ? [legOf(outbound, "Outbound"), legOf(payable[1]!, "Return")]
      : [legOf(outbound, returnLeg ? "Outbound (return cancelled)" : "Journey")];
  const general = await readSettingsGroup("general", db);
  const billing = await readSettingsGroup("billing", db);
  const zone = general.timezone;
  const entries = await ledgerEntries(
    db,
    [outbound.booking_id, ...(returnLeg ? [returnLeg.booking_id] : [])],
    zone,
  );
  const totalPence = legs.reduce((sum, leg) => sum + sumLines(leg.lines), 0);
  const number = receiptNumber(outbound.booking_reference);
  return {
    number,
    issuedOn: todayInZone(zone, outbound.paid_at ?? outbound.created_at),
    operator: {
      name: general.site_name,
      address: general.business_address,
      vatNumber: billing.vat_registration_number.trim() || null,
    },
    bookingReference: legs.map((leg) => leg.reference).join(", "),
    passenger: passengerOf(found.booking, found.owner),
    legs,
    totalPence,
    vat: vatSummary(totalPence, billing),
    entries,
    paidPence: entries.reduce((sum, entry) => sum + entry.amountPence, 0),
    filename: `receipt-${number}.pdf`,
  };
}
