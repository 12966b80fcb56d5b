import { userIdParamsSchema } from "@/lib/validations/ids";
import { viewerReadRoute } from "@/server/auth/viewer-read-route";
import { getLatestBookingFor } from "@/server/bookings/queries";

/** The user's most recently created booking; the user themself or an administrator only. */
export const GET = viewerReadRoute({
  params: userIdParamsSchema,
  load: (viewer, params) => getLatestBookingFor(viewer, params.user_id),
  message: "Latest booking retrieved successfully",
});
