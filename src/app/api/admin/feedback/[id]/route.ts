import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { feedbackFollowUpSchema } from "@/lib/validations/ride-rating";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";
import { followUpFeedback } from "@/server/ratings/feedback/follow-up-feedback";

export const dynamic = "force-dynamic";

/**
 * PATCH /api/admin/feedback/{id} `{ note?, close? }`: the operator's note on a low rating and,
 * with `close: true`, the item closed. 409 once closed.
 */
export const PATCH = jsonAction(
  { role: "admin", params: bookingIdParamsSchema, body: feedbackFollowUpSchema },
  async ({ actor, params, body }) => {
    const row = await followUpFeedback({ ratingId: params.id, followUp: body, actor });
    return ok(
      { rating_id: row.rating_id, status: row.feedback_status, note: row.feedback_note },
      { message: body.close ? "Feedback closed" : "Note saved" },
    );
  },
);
