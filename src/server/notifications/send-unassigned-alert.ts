import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { CAR_TAKEN_STATES } from "@/lib/dispatch/job-states";
import { placeLabel } from "@/lib/place-label";
import { assignments } from "@/server/db/schema";
import { sendEmail } from "@/server/email/send-email";
import type { JobContext } from "@/server/jobs/kind-types";
import { getSiteIdentity } from "@/server/settings/site-identity";
import type { UnassignedAlertPayload } from "./job-payloads";
import { pickupTimeLabel, readBooking, stillPlanned } from "./ride-facts";
import { UNASSIGNED_ALERT_TEMPLATE, rideEmail } from "./ride-emails";

/**
 * Tells the operations mailbox (as the no-show notice does: a job fact, whatever Settings'
 * e-mail notifications say) that a booking two hours from pickup still has a car without a
 * chauffeur. Nothing goes when every car is taken (assigned, under way or done; an open offer
 * is not a chauffeur yet), the booking was cancelled, its pickup moved (the new pickup has its
 * own job) or has passed. Idempotent: one outbox dedupe key per booking and pickup.
 */
export async function sendUnassignedAlert(
  payload: UnassignedAlertPayload,
  { executor, now }: JobContext,
): Promise<void> {
  const booking = await readBooking(executor, payload.bookingId);
  if (!stillPlanned(booking, payload.pickupAt)) return;
  if (booking.pickup_at.getTime() <= now.getTime()) return;
  const [taken] = await executor
    .select({ cars: count() })
    .from(assignments)
    .where(
      and(
        eq(assignments.booking_id, booking.booking_id),
        inArray(assignments.status, [...CAR_TAKEN_STATES]),
      ),
    );
  const missing = booking.number_of_cars - (taken?.cars ?? 0);
  if (missing <= 0) return;

  const config = getServerConfig();
  const time = pickupTimeLabel(booking);
  const cars = missing === 1 ? "a car" : `${missing} cars`;
  const site = await getSiteIdentity(executor);
  await sendEmail({
    to: config.operationsEmail,
    template: UNASSIGNED_ALERT_TEMPLATE,
    dedupeKey: `unassigned:${booking.booking_id}:${payload.pickupAt}`,
    ...rideEmail(site, {
      subject: `No chauffeur yet: ${booking.booking_reference} at ${time}`,
      greeting: null,
      lines: [
        `Booking ${booking.booking_reference} (${booking.booking_date} at ${time}, from ${placeLabel(booking.pickup_location, booking.pickup_place_name)}) still has ${cars} without a chauffeur.`,
      ],
      link: {
        href: `${config.siteUrl}/admin/dispatch?date=${booking.booking_date}`,
        label: "Open the dispatch board",
      },
    }),
  });
}
