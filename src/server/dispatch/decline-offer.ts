import "server-only";
import type { DeclineReason } from "@/lib/dispatch/decline-reasons";
import { recordAudit } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import type { AssignmentRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import type { AnswerOfferInput } from "./accept-offer";
import { jobMovedEvent } from "./assignment-events";
import { assertJobMove, updateLockedJob } from "./job-writes";
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
    assertJobMove({ from: offer.status, to: "declined", actor: input.actor.kind, isOwnJob: true });
    const declined = await updateLockedJob(
      tx,
      offer,
      { status: "declined", reason: input.reason, responded_at: now, updated_at: new Date() },
      "The offer changed meanwhile; reload and try again",
    );
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
