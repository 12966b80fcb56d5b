import "server-only";
import { eq } from "drizzle-orm";
import { callWindowOpen, firstNameOf } from "@/lib/dispatch/customer-chauffeur";
import { JOB_STATE_INFO } from "@/lib/dispatch/job-moves";
import type { JobState } from "@/lib/dispatch/job-states";
import { dropoffLabel, pickupLabel } from "@/lib/place-label";
import { formatLongDateTime } from "@/lib/time-rules";
import { shortZoneName } from "@/lib/time-zone-names";
import { estimatedArrival, etaMinutes } from "@/lib/trip/eta";
import { tripLinkOpen } from "@/lib/trip/link-rules";
import type { TripView } from "@/lib/trip/types";
import { TRIP_TOKEN_PATTERN } from "@/lib/validations/trip";
import type { Executor } from "@/server/db/client";
import { rideRatings } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { customerCarOf } from "@/server/bookings/customer-chauffeur-columns";
import { readLegAndJob, type Job, type Leg } from "./trip-leg";

const NOBODY_YET: readonly JobState[] = ["offered", "declined", "unassigned"];

/** Which ride the token opens, for the link holder's rating; never sent to the page. */
export interface TripRide {
  bookingId: number;
  carNumber: number;
  /** The leg's current job, or null while no chauffeur holds the car. */
  assignmentId: number | null;
  completed: boolean;
}

export interface TripRead {
  view: TripView;
  /** The stored photo's key, for the photo route; never sent to the page. */
  photoKey: string | null;
  ride: TripRide;
}

/**
 * What the trip page shows for a token, or null when the token is malformed, unknown, expired or
 * its booking or job cancelled: one answer for all of them, so a caller learns nothing from which.
 */
export async function readTrip(
  executor: Executor | undefined,
  token: string,
  now: Date = new Date(),
): Promise<TripRead | null> {
  if (!TRIP_TOKEN_PATTERN.test(token)) return null;
  const db = await executorOrDb(executor);
  const read = await readLegAndJob(db, token);
  if (!read) return null;
  const { leg, job: found } = read;
  // A job that never held the car or gave it back (an offer, declined, unassigned) is nobody
  // coming yet; a cancelled one closes the link below.
  const job = found && !NOBODY_YET.includes(found.status) ? found : null;
  const open = tripLinkOpen({
    linkExpiresAt: leg.expires_at,
    bookingCancelled: leg.status === "cancelled",
    pickupAt: leg.pickup_at,
    job: job ? { status: job.status, updatedAt: job.updated_at } : null,
    now,
  });
  if (!open) return null;
  const completed = job?.status === "completed";
  // Only a completed ride can have been rated, so a poll on the way costs no extra read.
  const rated = completed ? await hasRating(db, job.assignment_id) : false;
  return {
    view: { ...viewOf(leg, job, token, now), rated },
    photoKey: photoKeyOf(job),
    ride: {
      bookingId: leg.booking_id,
      carNumber: leg.car_number,
      assignmentId: job ? job.assignment_id : null,
      completed,
    },
  };
}

async function hasRating(db: Executor, assignmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rideRatings.rating_id })
    .from(rideRatings)
    .where(eq(rideRatings.assignment_id, assignmentId))
    .limit(1);
  return row !== undefined;
}

function photoKeyOf(job: Job | null): string | null {
  if (!job || job.partner_id !== null || !job.driver_picture) return null;
  return job.driver_picture.replace(/^\/api\/files\//, "");
}

function viewOf(leg: Leg, job: Job | null, token: string, now: Date): Omit<TripView, "rated"> {
  const pickup = { lat: leg.pickup_lat, lng: leg.pickup_lng, label: pickupLabel(leg) };
  const dropLabel = dropoffLabel(leg);
  const dropoff =
    dropLabel !== null && leg.dropoff_lat !== null && leg.dropoff_lng !== null
      ? { lat: leg.dropoff_lat, lng: leg.dropoff_lng, label: dropLabel }
      : null;
  const fullName = job
    ? job.partner_id !== null
      ? job.partner_chauffeur_name
      : job.driver_first_name
    : null;
  const tracked = job && (job.status === "on_the_way" || job.status === "arrived");
  const position =
    tracked && job.lat !== null && job.lng !== null && job.recorded_at
      ? {
          lat: job.lat,
          lng: job.lng,
          heading: job.heading,
          recorded_at: job.recorded_at.toISOString(),
        }
      : null;
  const phone = job
    ? job.partner_id !== null
      ? job.partner_chauffeur_phone
      : job.driver_phone
    : null;
  return {
    status: job ? job.status : "awaiting_chauffeur",
    status_label: job ? JOB_STATE_INFO[job.status].label : "Chauffeur being arranged",
    pickup_time: `${formatLongDateTime(leg.booking_date, leg.booking_time)} (${shortZoneName(leg.pickup_time_zone, leg.pickup_at)})`,
    pickup_at: leg.pickup_at.toISOString(),
    pickup,
    dropoff,
    chauffeur:
      job && fullName
        ? {
            first_name: firstNameOf(fullName),
            photo_url: photoKeyOf(job) ? `/api/trip/${token}/photo` : null,
          }
        : null,
    car: job ? customerCarOf(job) : null,
    position,
    eta:
      job?.status === "on_the_way" && position
        ? {
            minutes: etaMinutes(position, pickup),
            arrives_at: estimatedArrival({
              car: position,
              pickup,
              recordedAt: new Date(position.recorded_at),
            }).toISOString(),
          }
        : null,
    phone:
      job && phone && callWindowOpen({ pickupAt: leg.pickup_at, state: job.status, now })
        ? phone
        : null,
    now: now.toISOString(),
  };
}
