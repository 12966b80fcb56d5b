import { jobIdParamsSchema } from "@/lib/validations/jobs";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { cancelJob } from "@/server/jobs/admin-jobs";

export const dynamic = "force-dynamic";

/** POST /api/admin/jobs/{id}/cancel (no body): a queued job will not run. 409 otherwise. */
export const POST = route({ params: jobIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const job = await cancelJob({ jobId: params.id, actor: actorFromUser(admin) });
  return ok(job, { message: "Job cancelled" });
});
