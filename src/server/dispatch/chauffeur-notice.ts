import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getServerConfig } from "@/env";
import type { CustomerChauffeur } from "@/lib/dispatch/customer-chauffeur";
import { placeLabel } from "@/lib/place-label";
import { formatLongDateTime } from "@/lib/time-rules";
import { shortZoneName } from "@/lib/time-zone-names";
import { emailSentEvent } from "@/server/audit/booking-events";
import { recordAudit } from "@/server/audit/record-audit";
import { chauffeursForBookings } from "@/server/bookings/booking-chauffeurs";
import type { Transaction } from "@/server/db/client";
import {
  auditEvents,
  bookings,
  users,
  type AssignmentRow,
  type BookingRow,
} from "@/server/db/schema";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import {
  CHAUFFEUR_ASSIGNED_TEMPLATE,
  chauffeurAssignedEmail,
} from "@/server/email/templates/chauffeur-assigned";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { tripLinkFor } from "@/server/trip/issue-link";

/**
 * Who was sent, as the customer would notice it: our chauffeur and the vehicle, or the partner's
 * named chauffeur and car. A new key for the same car means the customer is told again.
 */
export function chauffeurKeyOf(assignment: AssignmentRow): string {
  if (assignment.driver_id !== null) {
    return `driver:${assignment.driver_id}:vehicle:${assignment.vehicle_id ?? "none"}`;
  }
  const name = (assignment.partner_chauffeur_name ?? "").trim().toLowerCase();
  const plate = (assignment.partner_vehicle_plate ?? "").replace(/\s+/g, "").toUpperCase();
  return `partner:${assignment.partner_id}:${name}:${plate}`;
}

/** The chauffeur the customer was last told about for this car of the booking, if any. */
async function lastToldChauffeurKey(
  tx: Transaction,
  assignment: AssignmentRow,
): Promise<string | null> {
  const [last] = await tx
    .select({ context: auditEvents.context })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entity_kind, "booking"),
        eq(auditEvents.entity_id, String(assignment.booking_id)),
        eq(auditEvents.action, "email_sent"),
        sql`${auditEvents.context}->>'template' = ${CHAUFFEUR_ASSIGNED_TEMPLATE}`,
        sql`${auditEvents.context}->>'car_number' = ${String(assignment.car_number)}`,
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(1);
  const key = last?.context.chauffeur_key;
  return typeof key === "string" ? key : null;
}

interface Recipient {
  email: string;
  greeting: string;
  /** The booker reads it in their dashboard; a guest passenger has no link. */
  withLink: boolean;
}

async function recipientsOf(tx: Transaction, booking: BookingRow): Promise<Recipient[]> {
  const [owner] = await tx
    .select({ email: users.email, first_name: users.first_name })
    .from(users)
    .where(eq(users.user_id, booking.user_id));
  const list: Recipient[] = owner
    ? [{ email: owner.email, greeting: owner.first_name, withLink: true }]
    : [];
  const guest = booking.is_self_booking ? null : booking.guest_email?.trim();
  if (guest && guest.toLowerCase() !== owner?.email.toLowerCase()) {
    list.push({ email: guest, greeting: booking.guest_first_name ?? "there", withLink: false });
  }
  return list;
}

/**
 * Tells the booker (and the guest passenger of a booking made for someone else) who is coming
 * for one car, when the car's job becomes `assigned`: queued in the caller's transaction (it
 * exists only if the assignment commits), delivered after the commit, each send in the booking's
 * History. Once per chauffeur per car: assigning the same chauffeur and car again after an
 * unassign sends nothing, a different chauffeur (or car) is announced again. A farmed-out job is
 * announced once the partner has named its chauffeur. Answers the outbox ids queued.
 */
export async function notifyChauffeurAssigned(
  tx: Transaction,
  assignment: AssignmentRow,
  now: Date = new Date(),
): Promise<number[]> {
  if (assignment.status !== "assigned") return [];
  const key = chauffeurKeyOf(assignment);
  if ((await lastToldChauffeurKey(tx, assignment)) === key) return [];
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.booking_id, assignment.booking_id));
  if (!booking) return [];
  const chauffeurs = await chauffeursForBookings(tx, [booking], now);
  const chauffeur = chauffeurs
    .get(booking.booking_id)
    ?.find((candidate) => candidate.car_number === assignment.car_number);
  if (!chauffeur) return [];

  const site = await getSiteIdentity(tx);
  const queued: number[] = [];
  for (const recipient of await recipientsOf(tx, booking)) {
    const message = {
      to: recipient.email,
      template: CHAUFFEUR_ASSIGNED_TEMPLATE,
      dedupeKey: `${CHAUFFEUR_ASSIGNED_TEMPLATE}:${assignment.assignment_id}:${recipient.email.toLowerCase()}`,
      bookingId: booking.booking_id,
      ...chauffeurAssignedEmail({
        site,
        greeting: recipient.greeting,
        ...rideOf(booking, chauffeur),
        bookingUrl: recipient.withLink ? bookingUrlOf(booking) : null,
        // Each message its own link (only hashes are stored); the guest follows without an account.
        tripUrl: await tripLinkFor(tx, assignment.assignment_id, now),
      }),
    };
    const emailId = await queueAfterCommit(tx, message);
    if (emailId === null) continue;
    queued.push(emailId);
    await recordAudit(
      tx,
      emailSentEvent(booking.booking_id, CHAUFFEUR_ASSIGNED_TEMPLATE, recipient.email, {
        email_id: emailId,
        car_number: assignment.car_number,
        assignment_id: assignment.assignment_id,
        chauffeur_key: key,
      }),
    );
  }
  return queued;
}

function rideOf(booking: BookingRow, chauffeur: CustomerChauffeur) {
  return {
    reference: booking.booking_reference,
    chauffeurFirstName: chauffeur.first_name,
    car: chauffeur.car,
    pickupTime: `${formatLongDateTime(booking.booking_date, booking.booking_time)} (${shortZoneName(booking.pickup_time_zone, booking.pickup_at)})`,
    pickup: placeLabel(booking.pickup_location, booking.pickup_place_name),
    carLabel:
      booking.number_of_cars > 1
        ? `Car ${chauffeur.car_number} of ${booking.number_of_cars}`
        : null,
  };
}

/** My Bookings opened on this booking (searched by its reference, every tab). */
function bookingUrlOf(booking: BookingRow): string {
  const query = new URLSearchParams({ q: booking.booking_reference, tab: "all" });
  return `${getServerConfig().siteUrl}/dashboard/bookings?${query.toString()}`;
}
