import { changePasswordSchema } from "@/lib/validations/auth";
import { changePassword } from "@/server/auth/change-password";
import { requireUser } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

/** Change password while signed in: always the session's user, never one named in the body. */
export const POST = route(async (request) => {
  const user = await requireUser(request, { allowUnenrolledAdmin: true });
  const { userId, currentPassword, newPassword } = await parseJsonBody(
    request,
    changePasswordSchema,
  );
  if (userId !== undefined && Number(userId) !== user.user_id) throw notFound("User not found");
  await changePassword({ userId: user.user_id, currentPassword, newPassword });
  return ok(null, { message: "Your password has been successfully updated." });
});
