import { and, eq, ne } from "drizzle-orm";
import type { AuditActor } from "@/server/audit/record-audit";
import { getDb } from "@/server/db/client";
import { assignments, auditEvents, type BookingRow } from "@/server/db/schema";
import { createApprovedDriver } from "./drivers";
import { createBookingRow, createUser } from "./factories";

export const ADMIN_ACTOR: AuditActor = {
  kind: "admin",
  id: 1,
  label: "Ada Admin <ada@example.com>",
};

export const HOUR_MS = 60 * 60 * 1000;

/** A confirmed booking (one car unless told) picked up at `startsAt`. */
export async function confirmedBooking(overrides: Partial<BookingRow> = {}): Promise<BookingRow> {
  const customer = await createUser();
  return createBookingRow({ user_id: customer.user_id, status: "confirmed", ...overrides });
}

export async function availableDriverId(): Promise<number> {
  // Tests run jobs years ahead with an injected clock: a licence valid through all of them.
  const { driver } = await createApprovedDriver({ driving_license_expiry_date: "2099-12-31" });
  return driver.driver_id;
}

export async function assignmentsOf(bookingId: number) {
  const db = await getDb();
  return db.select().from(assignments).where(eq(assignments.booking_id, bookingId));
}

/**
 * The booking's History of its jobs. The e-mails sent about them (the chauffeur-assigned notice)
 * are left out here and read with bookingEmailsSent.
 */
export async function bookingHistory(bookingId: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity_id, String(bookingId)), ne(auditEvents.action, "email_sent")));
}

/** The e-mails the booking's History records as sent. */
export async function bookingEmailsSent(bookingId: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity_id, String(bookingId)), eq(auditEvents.action, "email_sent")));
}
