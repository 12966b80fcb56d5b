import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import { getDb } from "@/server/db/client";
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

/**
 * Runs `execute` once per (scope, key). A repeat with the same body replays the stored answer;
 * a repeat while the first is still running answers 409; the same key with another body is a
 * client bug and answers 422. A failed first attempt frees the key so it can be retried.
 */
export async function withIdempotency(
  input: { scope: string; key: string; requestHash: string },
  execute: () => Promise<StoredResponse>,
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
    // only one takes it over (another body still answers 422 below).
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
    if (!existing)
      throw new AppError("CONFLICT", "A request with this Idempotency-Key is in progress");
    if (existing.request_hash !== input.requestHash) {
      throw new AppError(
        "UNPROCESSABLE",
        "This Idempotency-Key was already used with a different request",
      );
    }
    if (existing.response_status === null) {
      throw new AppError("CONFLICT", "A request with this Idempotency-Key is in progress");
    }
    return { status: existing.response_status, body: existing.response_body, replayed: true };
  }

  const stillMine = and(
    where,
    eq(idempotencyKeys.created_at, claimedAt),
    isNull(idempotencyKeys.response_status),
  );
  let response: StoredResponse;
  try {
    response = await execute();
  } catch (error) {
    await db.delete(idempotencyKeys).where(stillMine);
    throw error;
  }
  // The work is done: if storing its answer fails, the claim stays (and goes stale) rather than
  // being freed, so an immediate retry cannot do the work a second time.
  await db
    .update(idempotencyKeys)
    .set({ response_status: response.status, response_body: response.body })
    .where(stillMine);
  return { ...response, replayed: false };
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
