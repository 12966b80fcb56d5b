import { feedbackListParamsSchema } from "@/lib/validations/ride-rating";
import { requireRole } from "@/server/auth/guards";
import { okList } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { listFeedback } from "@/server/ratings/feedback/feedback-list";

export const dynamic = "force-dynamic";

/** GET /api/admin/feedback: ratings of 3 or less to follow up (status open/closed, q, pages, sort). */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  const params = parseSearchParams(request, feedbackListParamsSchema);
  const { data, pagination } = await listFeedback(params);
  return okList(data, { pagination });
});
