import { feedbackListParamsSchema } from "@/lib/validations/ride-rating";
import { listAction } from "@/server/http/json-action";
import { listFeedback } from "@/server/ratings/feedback/feedback-list";

export const dynamic = "force-dynamic";

/** GET /api/admin/feedback: ratings of 3 or less to follow up (status open/closed, q, pages, sort). */
export const GET = listAction({ role: "admin", query: feedbackListParamsSchema }, listFeedback);
