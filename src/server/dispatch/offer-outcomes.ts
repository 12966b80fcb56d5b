import "server-only";
import type { AssignmentRow } from "@/server/db/schema";
import { conflict, type AppError } from "@/server/http/errors";

/** The reason an unanswered offer returns the job to the queue (History and the board). */
export const OFFER_EXPIRED_REASON = "Offer expired";
/** The reason the other open offers of a car close when one chauffeur accepts. */
export const TAKEN_REASON = "Taken by another chauffeur";

export const OFFER_EXPIRED_MESSAGE = "This offer has expired";
export const JOB_TAKEN_MESSAGE = "This job has been taken by another chauffeur";

/** An offer is still open when it is offered and its expiry is still ahead of `now`. */
export function isOpenOffer(row: AssignmentRow, now: Date): boolean {
  return (
    row.status === "offered" &&
    (row.offer_expires_at === null || row.offer_expires_at.getTime() > now.getTime())
  );
}

/**
 * Why a chauffeur can no longer answer this offer, in the words the driver app shows: the app
 * never shows a job as the driver's when it is not, so each way an offer closes reads plainly.
 */
export function closedOfferError(row: AssignmentRow): AppError {
  // Still marked offered (the caller found it past its expiry): the sweep has not reached it yet.
  if (row.status === "offered") return conflict(OFFER_EXPIRED_MESSAGE);
  if (row.status === "unassigned") {
    if (row.reason === OFFER_EXPIRED_REASON) return conflict(OFFER_EXPIRED_MESSAGE);
    if (row.reason === TAKEN_REASON) return conflict(JOB_TAKEN_MESSAGE);
    return conflict("This offer has been withdrawn");
  }
  if (row.status === "cancelled") return conflict("This job has been cancelled");
  if (row.status === "declined") return conflict("This offer has been declined");
  return conflict("This offer has already been accepted");
}
