import { jobListParamsSchema } from "@/lib/validations/jobs";
import { requireRole } from "@/server/auth/guards";
import { okList } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { listJobs } from "@/server/jobs/admin-jobs";

export const dynamic = "force-dynamic";

/** GET /api/admin/jobs: the queue (status, kind, q on the dedupe key, pages, sort). */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  const params = parseSearchParams(request, jobListParamsSchema);
  const { data, pagination } = await listJobs(params);
  return okList(data, { pagination });
});
