import { driverJobsQuerySchema } from "@/lib/validations/driver-job";
import { requireRole } from "@/server/auth/guards";
import { loadDriverJobs } from "@/server/driver-app/driver-jobs";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * GET /api/driver/jobs?history_page=1 (drivers): the signed-in chauffeur's open offers, next job,
 * today's jobs, the next 14 days, a page of history and notices of cancelled jobs.
 */
export const GET = route(async (request) => {
  const driver = await requireRole(request, "driver");
  const { history_page } = parseSearchParams(request, driverJobsQuerySchema);
  const data = await loadDriverJobs({ userId: driver.user_id, historyPage: history_page });
  return ok(data, { headers: { "Cache-Control": "no-store" } });
});
