import "server-only";
import { eq } from "drizzle-orm";
import type { FeedbackFollowUpPayload } from "@/lib/validations/ride-rating";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { lockRowOrNotFound } from "@/server/db/lock-row";
import { rideRatings, type RideRatingRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { conflict, notFound } from "@/server/http/errors";

/**
 * The operator's follow-up of a queued rating: a note (replacing the last) and, when asked, the
 * item closed. Compare-and-set under the row lock; a closed item takes no more changes (409).
 * Audited on the booking the rating is about.
 */
export async function followUpFeedback(
  input: { ratingId: number; followUp: FeedbackFollowUpPayload; actor: AuditActor; now?: Date },
  executor?: Executor,
): Promise<RideRatingRow> {
  const now = input.now ?? new Date();
  return inTransaction(executor, async (tx) => {
    const current = await lockRowOrNotFound(
      tx,
      rideRatings,
      eq(rideRatings.rating_id, input.ratingId),
      "Feedback not found",
    );
    if (current.feedback_status === "none") throw notFound("Feedback not found");
    if (current.feedback_status === "closed") throw conflict("This feedback is already closed");
    const note =
      input.followUp.note === undefined ? current.feedback_note : input.followUp.note || null;
    const close = input.followUp.close;
    const [row] = await tx
      .update(rideRatings)
      .set({
        feedback_note: note,
        ...(close
          ? {
              feedback_status: "closed" as const,
              feedback_closed_by: input.actor.id,
              feedback_closed_at: now,
            }
          : {}),
      })
      .where(eq(rideRatings.rating_id, current.rating_id))
      .returning();
    const changes: Record<string, { old: unknown; new: unknown }> = {};
    if (note !== current.feedback_note)
      changes.feedback_note = { old: current.feedback_note, new: note };
    if (close) changes.feedback_status = { old: "open", new: "closed" };
    await recordAudit(tx, {
      actor: input.actor,
      entity: { kind: "booking", id: current.booking_id },
      action: close ? "feedback_closed" : "feedback_noted",
      changes,
      context: { rating_id: current.rating_id },
    });
    return row!;
  });
}
