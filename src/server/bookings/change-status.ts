import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { bookings, type BookingRow } from "@/server/db/schema";
import { conflict, notFound } from "@/server/http/errors";
import type { ADMIN_SETTABLE_STATUSES } from "@/lib/validations/payment";

type Status = BookingRow["status"];
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

/**
 * Which status may follow which when an administrator changes it. 'paid' is never a target:
 * only the payment path sets it. Finished states (completed, cancelled) stay finished.
 */
export const STATUS_TRANSITIONS: Readonly<Record<Status, readonly AdminSettableStatus[]>> = {
  pending: ["confirmed", "cancelled"],
  paid: ["confirmed", "completed", "cancelled"],
  confirmed: ["pending", "completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export function canTransition(from: Status, to: AdminSettableStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/** Compare-and-set: the update only lands if the status is still the one the rule was checked on. */
export async function changeBookingStatus(input: { bookingId: number; status: AdminSettableStatus }): Promise<BookingRow> {
  const db = await getDb();
  const [current] = await db.select().from(bookings).where(eq(bookings.booking_id, input.bookingId)).limit(1);
  if (!current) throw notFound("Booking not found");
  if (!canTransition(current.status, input.status)) {
    throw conflict(`A ${current.status} booking cannot be changed to ${input.status}`);
  }
  const now = new Date();
  const [updated] = await db
    .update(bookings)
    .set({ status: input.status, updated_at: now, ...(input.status === "cancelled" ? { cancelled_at: now } : {}) })
    .where(and(eq(bookings.booking_id, input.bookingId), eq(bookings.status, current.status)))
    .returning();
  if (!updated) throw conflict("The booking changed while you were updating it. Please reload and try again.");
  return updated;
}
