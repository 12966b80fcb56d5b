import "server-only";
import { eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { RIDE_ENDED_STATES, TRIP_LINK_AFTER_RIDE_MS, tripLinkOpen } from "@/lib/trip/link-rules";
import type { Executor } from "@/server/db/client";
import { assignments, bookings, tripLinks } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { notFound } from "@/server/http/errors";
import { hashTripToken, newTripToken } from "./tokens";

/**
 * A new trip link token for the booking leg (booking and car) an assignment serves.
 *
 * Why a new token each time rather than one per leg: only the token's hash is stored, so a token
 * cannot be read back to be sent again. Deriving it instead (an HMAC of the leg under a server
 * key) would make every link in every message depend on one long-lived key, whose rotation kills
 * them all and whose leak lets anyone mint a link to any ride. So each message (and each press of
 * the customer's "Follow your ride") gets its own random token; a leg may have several live links,
 * all ended together when the ride ends or is cancelled (end-links.ts).
 */
export async function issueTripLink(
  executor: Executor | undefined,
  assignmentId: number,
): Promise<string> {
  const db = await executorOrDb(executor);
  const [job] = await db
    .select({
      booking_id: assignments.booking_id,
      car_number: assignments.car_number,
      status: assignments.status,
      updated_at: assignments.updated_at,
    })
    .from(assignments)
    .where(eq(assignments.assignment_id, assignmentId))
    .limit(1);
  if (!job) throw notFound("Job not found");
  const token = newTripToken();
  // Issued after the ride ended (a late message): its stop is the ride's end plus the grace.
  const expiresAt = RIDE_ENDED_STATES.includes(job.status)
    ? new Date(job.updated_at.getTime() + TRIP_LINK_AFTER_RIDE_MS)
    : job.status === "cancelled"
      ? job.updated_at
      : null;
  await db.insert(tripLinks).values({
    token_hash: hashTripToken(token),
    booking_id: job.booking_id,
    car_number: job.car_number,
    expires_at: expiresAt,
  });
  return token;
}

export function tripUrl(token: string): string {
  return `${getServerConfig().siteUrl}/trip/${token}`;
}

/**
 * The trip page's full address for a message about this assignment, with a freshly issued token;
 * null when the ride cannot be followed any more (cancelled, ended over a day ago, gone), so a
 * message never carries a dead link. Pass the message's transaction: the link exists only if the
 * message does.
 */
export async function tripLinkFor(
  executor: Executor | undefined,
  assignmentId: number,
  now: Date = new Date(),
): Promise<string | null> {
  const db = await executorOrDb(executor);
  const [row] = await db
    .select({
      status: assignments.status,
      updated_at: assignments.updated_at,
      booking_status: bookings.status,
      pickup_at: bookings.pickup_at,
    })
    .from(assignments)
    .innerJoin(bookings, eq(bookings.booking_id, assignments.booking_id))
    .where(eq(assignments.assignment_id, assignmentId))
    .limit(1);
  if (!row) return null;
  const open = tripLinkOpen({
    linkExpiresAt: null,
    bookingCancelled: row.booking_status === "cancelled",
    pickupAt: row.pickup_at,
    job: { status: row.status, updatedAt: row.updated_at },
    now,
  });
  if (!open || row.status === "unassigned" || row.status === "declined" || row.status === "offered")
    return null;
  return tripUrl(await issueTripLink(db, assignmentId));
}
