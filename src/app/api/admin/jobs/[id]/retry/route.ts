import { jobIdParamsSchema } from "@/lib/validations/jobs";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { retryJob } from "@/server/jobs/admin-jobs";
import { drainSoon } from "@/server/jobs/drain-soon";

export const dynamic = "force-dynamic";

/** POST /api/admin/jobs/{id}/retry (no body): a failed or cancelled job runs again now, attempts reset. 409 otherwise. */
export const POST = route({ params: jobIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const job = await retryJob({ jobId: params.id, actor: actorFromUser(admin) });
  // It is due now: run it once this answer has gone rather than at the next tick.
  drainSoon();
  return ok(job, { message: "Job queued again" });
});
