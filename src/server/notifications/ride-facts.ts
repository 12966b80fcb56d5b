import "server-only";
import { eq } from "drizzle-orm";
import type { CustomerChauffeur } from "@/lib/dispatch/customer-chauffeur";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from "@/lib/notifications/preferences";
import { pickupKey, type StoredPickup } from "@/lib/notifications/reminder-times";
import type { RideChauffeur } from "@/lib/notifications/ride-texts";
import { shortZoneName } from "@/lib/time-zone-names";
import { chauffeursForBookings } from "@/server/bookings/booking-chauffeurs";
import type { Executor } from "@/server/db/client";
import {
  assignments,
  bookings,
  users,
  type AssignmentRow,
  type BookingRow,
} from "@/server/db/schema";
import { ASSIGNABLE_BOOKING_STATUSES } from "@/server/dispatch/assignment-checks";
import { readNotificationPreferences } from "./notification-preferences";

// What the reminder and ride-update handlers read about a booking, each time they run (never
// from the payload), so a message reflects the booking as it is when it goes.

export function storedPickupOf(booking: BookingRow): StoredPickup {
  return {
    date: booking.booking_date,
    time: booking.booking_time,
    timeZone: booking.pickup_time_zone,
    at: booking.pickup_at,
  };
}

export async function readBooking(db: Executor, bookingId: number): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.booking_id, bookingId));
  return row ?? null;
}

export async function readJob(db: Executor, assignmentId: number): Promise<AssignmentRow | null> {
  const [row] = await db
    .select()
    .from(assignments)
    .where(eq(assignments.assignment_id, assignmentId));
  return row ?? null;
}

/** Confirmed or paid: not cancelled, completed or back to pending. */
export function isBookingLive(booking: BookingRow | null): booking is BookingRow {
  return booking !== null && ASSIGNABLE_BOOKING_STATUSES.has(booking.status);
}

/** Whether a message planned for `pickupAt` may still go: live, and the pickup has not moved. */
export function stillPlanned(booking: BookingRow | null, pickupAt: string): booking is BookingRow {
  return isBookingLive(booking) && pickupKey(booking.pickup_at) === pickupAt;
}

/** "10:00 (UK time)": the pickup's own wall clock and zone, as the other e-mails write it. */
export function pickupTimeLabel(booking: BookingRow): string {
  return `${booking.booking_time.slice(0, 5)} (${shortZoneName(booking.pickup_time_zone, booking.pickup_at)})`;
}

export function rideChauffeurOf(chauffeur: CustomerChauffeur): RideChauffeur {
  return { firstName: chauffeur.first_name, car: chauffeur.car };
}

/** Who drives each car of the booking now (first name and car only), by car number. */
export async function chauffeursOf(
  db: Executor,
  booking: BookingRow,
  now: Date,
): Promise<CustomerChauffeur[]> {
  return (await chauffeursForBookings(db, [booking], now)).get(booking.booking_id) ?? [];
}

export interface CustomerContact {
  userId: number;
  /** The booker, and a guest passenger with their own address. */
  emails: { address: string; greeting: string }[];
  /** The passenger's phone when booked for a guest who gave one, else the booker's; or null. */
  phone: string | null;
  /** The booker's choices: they decide for the booking, the guest included. */
  preferences: NotificationPreferences;
}

export async function customerContactOf(
  db: Executor,
  booking: BookingRow,
): Promise<CustomerContact> {
  const [owner] = await db
    .select({ email: users.email, first_name: users.first_name, phone: users.phone_number })
    .from(users)
    .where(eq(users.user_id, booking.user_id));
  const emails = owner ? [{ address: owner.email, greeting: owner.first_name }] : [];
  const guestEmail = booking.is_self_booking ? null : booking.guest_email?.trim();
  if (guestEmail && guestEmail.toLowerCase() !== owner?.email.toLowerCase()) {
    emails.push({ address: guestEmail, greeting: booking.guest_first_name ?? "there" });
  }
  const guestPhone = booking.is_self_booking ? null : booking.guest_phone_number?.trim();
  const phone = guestPhone || owner?.phone.trim() || null;
  return {
    userId: booking.user_id,
    emails,
    phone,
    preferences: owner
      ? await readNotificationPreferences(booking.user_id, db)
      : DEFAULT_NOTIFICATION_PREFERENCES,
  };
}
