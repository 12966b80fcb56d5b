import { consumeRateLimit } from "@/server/http/rate-limit";
import { STALE_CLAIM_MS, hashRequest, withIdempotency } from "@/server/http/idempotency";
import { AppError } from "@/server/http/errors";
import { sendEmail } from "@/server/email/send-email";
import { getDb } from "@/server/db/client";
import { emailOutbox, idempotencyKeys, rateLimitBuckets } from "@/server/db/schema";
import { and, eq } from "drizzle-orm";
import { logger } from "@/server/http/logger";

describe("database-backed rate limits", () => {
  it("allows the limit, then answers 429 with Retry-After within the window", async () => {
    const rule = { key: `test:${Date.now()}`, limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(rule);
    const error = await consumeRateLimit(rule).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).options.retryAfterSeconds).toBeGreaterThan(0);
    expect((error as AppError).options.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts concurrent attempts exactly", async () => {
    const rule = { key: `test:concurrent:${Date.now()}`, limit: 5, windowSeconds: 60 };
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => consumeRateLimit(rule)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
  });

  it("starts a new window once the old one has passed", async () => {
    const rule = { key: `test:window:${Date.now()}`, limit: 1, windowSeconds: 1 };
    await consumeRateLimit(rule);
    await expect(consumeRateLimit(rule)).rejects.toBeInstanceOf(AppError);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(consumeRateLimit(rule)).resolves.toBeUndefined();
  });
});

describe("idempotency keys", () => {
  it("runs once and replays the stored answer", async () => {
    let runs = 0;
    const input = { scope: "test", key: `k-${Date.now()}`, requestHash: hashRequest({ a: 1 }) };
    const execute = async () => ({ status: 201, body: { run: (runs += 1) } });
    const first = await withIdempotency(input, execute);
    const second = await withIdempotency(input, execute);
    expect(runs).toBe(1);
    expect(first).toEqual({ status: 201, body: { run: 1 }, replayed: false });
    expect(second).toEqual({ status: 201, body: { run: 1 }, replayed: true });
  });

  it("refuses the same key with another body", async () => {
    const key = `k2-${Date.now()}`;
    await withIdempotency({ scope: "test", key, requestHash: hashRequest({ a: 1 }) }, async () => ({
      status: 200,
      body: {},
    }));
    await expect(
      withIdempotency({ scope: "test", key, requestHash: hashRequest({ a: 2 }) }, async () => ({
        status: 200,
        body: {},
      })),
    ).rejects.toMatchObject({ status: 422 });
  });

  it("frees the key when the first attempt fails", async () => {
    const input = { scope: "test", key: `k3-${Date.now()}`, requestHash: "h" };
    await expect(
      withIdempotency(input, async () => Promise.reject(new Error("boom"))),
    ).rejects.toThrow("boom");
    await expect(
      withIdempotency(input, async () => ({ status: 200, body: { ok: true } })),
    ).resolves.toMatchObject({ replayed: false });
  });
});

describe("idempotency keys left by a request that died", () => {
  async function abandonedClaim(ageMs: number) {
    const input = { scope: "test", key: `k4-${Date.now()}-${ageMs}`, requestHash: "h" };
    const db = await getDb();
    await db.insert(idempotencyKeys).values({
      scope: input.scope,
      idempotency_key: input.key,
      request_hash: "h",
      created_at: new Date(Date.now() - ageMs),
    });
    return input;
  }

  it("answers 409 while a fresh claim may still be running", async () => {
    const input = await abandonedClaim(1_000);
    await expect(
      withIdempotency(input, async () => ({ status: 201, body: {} })),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("refuses a stale claim's key to another request with 422", async () => {
    const input = await abandonedClaim(STALE_CLAIM_MS + 5_000);
    await expect(
      withIdempotency({ ...input, requestHash: "other" }, async () => ({ status: 201, body: {} })),
    ).rejects.toMatchObject({ status: 422 });
  });

  it("never takes over a claim whose work committed: the answer commits with the work", async () => {
    const input = { scope: "test", key: `k5-${Date.now()}`, requestHash: "h" };
    let runs = 0;
    await withIdempotency(input, async () => ({ status: 201, body: { run: (runs += 1) } }));
    // Even once the claim is old, the stored answer is replayed: the work is not done again.
    const db = await getDb();
    await db
      .update(idempotencyKeys)
      .set({ created_at: new Date(Date.now() - STALE_CLAIM_MS - 1_000) })
      .where(
        and(eq(idempotencyKeys.scope, "test"), eq(idempotencyKeys.idempotency_key, input.key)),
      );
    const retry = await withIdempotency(input, async () => ({
      status: 201,
      body: { run: (runs += 1) },
    }));
    expect(runs).toBe(1);
    expect(retry).toMatchObject({ replayed: true, body: { run: 1 } });
  });

  it("rolls back the work of a request whose claim a retry took over while it ran", async () => {
    const input = { scope: "test", key: `k6-${Date.now()}`, requestHash: "h" };
    const row = and(
      eq(idempotencyKeys.scope, "test"),
      eq(idempotencyKeys.idempotency_key, input.key),
    );
    const marker = `marker-${input.key}`;
    await expect(
      withIdempotency(input, async (tx) => {
        // The work writes, then a retry takes the claim over (as it would after 60 s).
        await tx
          .insert(rateLimitBuckets)
          .values({ bucket_key: marker, count: 1, reset_at: new Date() });
        await tx
          .update(idempotencyKeys)
          .set({ created_at: new Date(0) })
          .where(row);
        return { status: 201, body: {} };
      }),
    ).rejects.toMatchObject({ status: 409 });
    const db = await getDb();
    expect(
      await db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.bucket_key, marker)),
    ).toHaveLength(0);
  });

  it("lets exactly one retry take over a stale claim", async () => {
    const input = await abandonedClaim(STALE_CLAIM_MS + 5_000);
    let runs = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        withIdempotency(input, async () => ({ status: 201, body: { run: (runs += 1) } })),
      ),
    );
    expect(runs).toBe(1);
    // The others were refused as in progress or replayed the one answer; none ran the work again.
    const firstRuns = results.filter((r) => r.status === "fulfilled" && !r.value.replayed);
    expect(firstRuns).toHaveLength(1);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.scope, "test"), eq(idempotencyKeys.idempotency_key, input.key)),
      );
    expect(row?.response_status).toBe(201);
  });
});

describe("e-mail outbox", () => {
  it("records and logs a message, once per dedupe key", async () => {
    const log = jest.spyOn(logger, "info");
    const message = {
      to: "a@example.com",
      subject: "Hi",
      template: "test",
      html: "<p>Hi</p>",
      text: "Hi",
      dedupeKey: `d-${Date.now()}`,
    };
    expect(await sendEmail(message)).toBe(true);
    expect(await sendEmail(message)).toBe(false);
    const db = await getDb();
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupe_key, message.dedupeKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("logged");
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ to: "a@example.com" }),
      "e-mail kept in the outbox",
    );
    log.mockRestore();
  });
});
