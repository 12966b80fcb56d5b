import { userBookingsParamsSchema } from "@/lib/validations/ids";
import { viewerReadRoute } from "@/server/auth/viewer-read-route";
import { listBookingsFor } from "@/server/bookings/queries";

/** Every booking of a user, newest first; the user themself or an administrator only. */
export const GET = viewerReadRoute({
  params: userBookingsParamsSchema,
  load: (viewer, params) => listBookingsFor(viewer, params.userId),
  message: "Bookings retrieved successfully",
});
