import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { inTransaction } from "@/server/db/transaction";
import type { Transaction } from "@/server/db/types";
import { idempotencyKeys } from "@/server/db/schema";
import { AppError } from "./errors";

export interface StoredResponse {
  status: number;
  body: unknown;
}

export function hashRequest(body: unknown): string {
  return createHash("sha256").update(JSON.stringify(body)).digest("hex");
}

/**
 * A claim with no answer after this long belongs to a request that died (a crashed or timed-out
 * instance); a retry may take it over instead of being refused forever.
 */
export const STALE_CLAIM_MS = 60_000;

const IN_PROGRESS = "A request with this Idempotency-Key is in progress";

/**
 * Runs `work` once per (scope, key). A repeat with the same body replays the stored answer; a
 * repeat while the first is still running answers 409; the same key with another body is a
 * client bug and answers 422.
 *
 * The work runs in a transaction that also stores its answer, compare-and-set on this call's
 * claim: after any crash either the work and its answer are both committed (a retry replays
 * it) or neither is (a retry may take the stale claim over and do the work once). A call whose
 * claim was taken over while it ran cannot store its answer, so its transaction rolls back and
 * the work never commits twice.
 */
export async function withIdempotency(
  input: { scope: string; key: string; requestHash: string },
  work: (tx: Transaction) => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  const db = await getDb();
  // The claim's time doubles as its owner's token: the answer and the release below only touch
  // the row while it is still this call's claim, never one a later retry took over.
  const claimedAt = new Date();
  let claimed = await db
    .insert(idempotencyKeys)
    .values({
      scope: input.scope,
      idempotency_key: input.key,
      request_hash: input.requestHash,
      created_at: claimedAt,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.idempotency_key });
  const where = and(
    eq(idempotencyKeys.scope, input.scope),
    eq(idempotencyKeys.idempotency_key, input.key),
  );
  if (claimed.length === 0) {
    // Compare-and-set on the stale, unanswered claim of the same request: of several retries
    // only one takes it over (another body still answers 422 below). An unanswered claim means
    // nothing was committed for it, because the answer commits with the work.
    claimed = await db
      .update(idempotencyKeys)
      .set({ created_at: claimedAt })
      .where(
        and(
          where,
          eq(idempotencyKeys.request_hash, input.requestHash),
          isNull(idempotencyKeys.response_status),
          lt(idempotencyKeys.created_at, new Date(claimedAt.getTime() - STALE_CLAIM_MS)),
        ),
      )
      .returning({ key: idempotencyKeys.idempotency_key });
  }

  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!existing) throw new AppError("CONFLICT", IN_PROGRESS);
    if (existing.request_hash !== input.requestHash) {
      throw new AppError(
        "UNPROCESSABLE",
        "This Idempotency-Key was already used with a different request",
      );
    }
    if (existing.response_status === null) throw new AppError("CONFLICT", IN_PROGRESS);
    return { status: existing.response_status, body: existing.response_body, replayed: true };
  }

  const stillMine = and(
    where,
    eq(idempotencyKeys.created_at, claimedAt),
    isNull(idempotencyKeys.response_status),
  );
  try {
    const response = await inTransaction(undefined, async (tx) => {
      const answer = await work(tx);
      const stored = await tx
        .update(idempotencyKeys)
        .set({ response_status: answer.status, response_body: answer.body })
        .where(stillMine)
        .returning({ key: idempotencyKeys.idempotency_key });
      // A retry took the claim over while this ran (it looked dead): this work must not commit.
      if (stored.length === 0) throw new AppError("CONFLICT", IN_PROGRESS);
      return answer;
    });
    return { ...response, replayed: false };
  } catch (error) {
    // Nothing was committed: free the key (if still ours) so the client can retry at once.
    await db
      .delete(idempotencyKeys)
      .where(stillMine)
      .catch(() => undefined);
    throw error;
  }
}

/** Reads and checks the Idempotency-Key header (optional). */
export function idempotencyKeyFrom(request: Request): string | undefined {
  const key = request.headers.get("idempotency-key")?.trim();
  if (!key) return undefined;
  if (key.length > 200 || !/^[\w.:-]+$/.test(key)) {
    throw new AppError(
      "BAD_REQUEST",
      "Idempotency-Key must be up to 200 letters, digits, '-', '_', '.' or ':'",
      {
        errors: { "Idempotency-Key": "Invalid Idempotency-Key header" },
      },
    );
  }
  return key;
}
