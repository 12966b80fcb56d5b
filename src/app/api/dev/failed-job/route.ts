import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { seedFailedJob } from "@/server/jobs/dev-failed-job";
import { requireQueueClockAccess } from "@/server/jobs/queue-clock";

export const dynamic = "force-dynamic";

/**
 * POST /api/dev/failed-job (no body): adds one failed job for trying Retry in /admin/jobs by hand
 * and in the browser tests. The queue clock's guard: this machine only, never a deployment (404).
 */
export const POST = route(async (request) => {
  requireQueueClockAccess(request);
  const seeded = await seedFailedJob(new Date());
  return ok(seeded, { status: 201, headers: { "Cache-Control": "no-store" } });
});
