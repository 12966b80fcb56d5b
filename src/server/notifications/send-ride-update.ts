import "server-only";
import { arrivedText, onTheWayText } from "@/lib/notifications/ride-texts";
import type { JobContext } from "@/server/jobs/kind-types";
import { getSiteIdentity } from "@/server/settings/site-identity";
import type { RideUpdatePayload } from "./job-payloads";
import {
  chauffeursOf,
  customerContactOf,
  readBooking,
  readJob,
  rideChauffeurOf,
  isBookingLive,
} from "./ride-facts";
import { RIDE_UPDATE_TEMPLATE, rideEmail } from "./ride-emails";
import { tellCustomer } from "./tell-customer";
import { tripLinkFor } from "@/server/trip";

const SUBJECTS = {
  on_the_way: "Your chauffeur is on the way",
  arrived: "Your chauffeur has arrived",
} as const;

/**
 * Tells the customer their chauffeur is on the way, or has arrived, by text first and then
 * e-mail. Sent only while the job is still in that state (a chauffeur who arrived before the
 * queue ran makes "on the way" moot; the arrival is told instead) and the booking still stands.
 * Idempotent: the outbox dedupe keys are per assignment and state.
 */
export async function sendRideUpdate(
  payload: RideUpdatePayload,
  { executor, now }: JobContext,
): Promise<void> {
  const job = await readJob(executor, payload.assignmentId);
  if (!job || job.status !== payload.state) return;
  const booking = await readBooking(executor, job.booking_id);
  if (!isBookingLive(booking)) return;

  const found = (await chauffeursOf(executor, booking, now)).find(
    (chauffeur) => chauffeur.car_number === job.car_number,
  );
  const chauffeur = found ? rideChauffeurOf(found) : null;
  const link = await tripLinkFor(executor, job.assignment_id, now);
  const text =
    payload.state === "on_the_way" ? onTheWayText(chauffeur, link) : arrivedText(chauffeur, link);
  const site = await getSiteIdentity(executor);
  await tellCustomer(executor, {
    booking,
    contact: await customerContactOf(executor, booking),
    kind: "ride_updates",
    dedupeKey: `ride:${payload.state}:${job.assignment_id}`,
    sms: text,
    template: RIDE_UPDATE_TEMPLATE,
    email: ({ greeting }) =>
      rideEmail(site, {
        subject: `${SUBJECTS[payload.state]}: ${booking.booking_reference}`,
        greeting,
        lines: [text.replace(link ? ` ${link}` : "", "")],
        link: link ? { href: link, label: "Follow your ride" } : null,
      }),
  });
}
