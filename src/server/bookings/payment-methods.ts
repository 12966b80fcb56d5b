import "server-only";
import { and, desc, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { offlinePayments, payments } from "@/server/db/schema";

export type PaymentMethod = "card" | "cash" | "invoice" | "account";

interface Leg {
  booking_id: number;
  original_booking_id: number | null;
}

/**
 * How each booking was paid, read from what was recorded: the method of an offline payment (a
 * phone booking paid by cash, invoice or account), else "card" for a card payment that went
 * through (refunded later or not). Both are recorded against the outbound leg and cover its
 * return. A booking with neither is absent: nothing says how it was paid.
 */
export async function paymentMethodsOf(
  db: Executor,
  legs: readonly Leg[],
): Promise<Map<number, PaymentMethod>> {
  const methods = new Map<number, PaymentMethod>();
  if (legs.length === 0) return methods;
  const ownerOf = (leg: Leg) => leg.original_booking_id ?? leg.booking_id;
  const ids = [...new Set(legs.flatMap((leg) => [leg.booking_id, ownerOf(leg)]))];
  const [offline, card] = await Promise.all([
    db
      .select({ booking_id: offlinePayments.booking_id, method: offlinePayments.method })
      .from(offlinePayments)
      .where(inArray(offlinePayments.booking_id, ids))
      .orderBy(desc(offlinePayments.created_at)),
    db
      .selectDistinct({ booking_id: payments.booking_id })
      .from(payments)
      .where(
        and(inArray(payments.booking_id, ids), inArray(payments.status, ["succeeded", "refunded"])),
      ),
  ]);
  const byId = new Map<number, PaymentMethod>();
  for (const row of card) byId.set(row.booking_id, "card");
  // The latest offline record wins (rows come newest first), over a card payment too.
  for (const row of [...offline].reverse()) byId.set(row.booking_id, row.method);
  for (const leg of legs) {
    const method = byId.get(leg.booking_id) ?? byId.get(ownerOf(leg));
    if (method) methods.set(leg.booking_id, method);
  }
  return methods;
}
