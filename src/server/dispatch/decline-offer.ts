import "server-only";
import { and, eq } from "drizzle-orm";
import type { DeclineReason } from "@/lib/dispatch/decline-reasons";
import { checkJobMove } from "@/lib/dispatch/job-moves";
import { recordAudit } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { assignments, type AssignmentRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { conflict } from "@/server/http/errors";
import type { AnswerOfferInput } from "./accept-offer";
import { jobMovedEvent } from "./assignment-events";
import { expireOffers } from "./offer-expiry";
import { closedOfferError, isOpenOffer } from "./offer-outcomes";
import { findOwnOffer, lockOffer } from "./own-offer";

/**
 * A chauffeur turns their offer down with a reason from the list; the row stays (status
 * `declined`) so the board shows why the job came back and the History says who declined it.
 * Declining twice answers the declined offer again.
 */
export async function declineOffer(
  input: AnswerOfferInput & { reason: DeclineReason },
  executor?: Executor,
): Promise<AssignmentRow> {
  const now = input.now ?? new Date();
  await expireOffers(executor, now);
  return inTransaction(executor, async (tx) => {
    const offer = await lockOffer(tx, await findOwnOffer(tx, input));
    if (offer.status === "declined") return offer;
    if (!isOpenOffer(offer, now)) throw closedOfferError(offer);
    const move = checkJobMove({
      from: offer.status,
      to: "declined",
      actor: input.actor.kind,
      isOwnJob: true,
    });
    if (!move.allowed) throw conflict(move.reason);
    const [declined] = await tx
      .update(assignments)
      .set({ status: "declined", reason: input.reason, responded_at: now, updated_at: new Date() })
      .where(
        and(eq(assignments.assignment_id, offer.assignment_id), eq(assignments.status, "offered")),
      )
      .returning();
    // The row is locked, so the compare-and-set cannot miss; guarded all the same.
    if (!declined) throw conflict("The offer changed meanwhile; reload and try again");
    await recordAudit(
      tx,
      jobMovedEvent({
        actor: input.actor,
        assignment: declined,
        from: "offered",
        reason: input.reason,
      }),
    );
    return declined;
  });
}
