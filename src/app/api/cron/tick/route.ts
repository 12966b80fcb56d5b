import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { requireCronSecret } from "@/server/jobs/cron-auth";
import { drainJobs } from "@/server/jobs/drain";
import { queueNow } from "@/server/jobs/queue-clock";

export const dynamic = "force-dynamic";

/** Jobs per call: bounded so one tick ends well inside a serverless function's time limit. */
const TICK_LIMIT = 100;

/**
 * GET|POST /api/cron/tick (Vercel Cron, every minute; `Authorization: Bearer $CRON_SECRET`):
 * enqueues due schedules and drains one batch. Safe when fired twice: the claim skips rows the
 * other call holds and each schedule occurrence has its own dedupe key.
 * Answers `{ scheduled, claimed, done, retried, failed, released }`.
 */
const tick = route(async (request) => {
  requireCronSecret(request);
  const result = await drainJobs({ limit: TICK_LIMIT, now: await queueNow() });
  return ok(result);
});

export const GET = tick;
export const POST = tick;
