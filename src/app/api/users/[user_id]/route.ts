import { profileSchema } from "@/lib/validations/profile";
import { requireUser } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { toPublicUser } from "@/server/users/public-user";
import { loadAccessibleUser } from "@/server/users/queries";
import { userIdParamsSchema } from "@/lib/validations/ids";
import { updateProfile } from "@/server/users/update-profile";

const NO_STORE = { "Cache-Control": "private, no-store" };

export const GET = route({ params: userIdParamsSchema }, async (request, { params }) => {
  const caller = await requireUser(request);
  const user = await loadAccessibleUser(caller, params.user_id);
  return ok(toPublicUser(user), { message: "User retrieved successfully", headers: NO_STORE });
});

export const PUT = route({ params: userIdParamsSchema }, async (request, { params }) => {
  const caller = await requireUser(request);
  const target = await loadAccessibleUser(caller, params.user_id);
  const profile = await parseJsonBody(request, profileSchema);
  const updated = await updateProfile({ userId: target.user_id, profile });
  return ok(toPublicUser(updated), {
    message: "Your profile has been successfully updated.",
    headers: NO_STORE,
  });
});
