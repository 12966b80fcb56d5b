import { resetPasswordWithTokenSchema } from "@/lib/validations/auth";
import { resetPasswordWithToken } from "@/server/auth/password-reset";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

export const POST = route(async (request) => {
  const input = await parseJsonBody(request, resetPasswordWithTokenSchema);
  await resetPasswordWithToken({ ...input, address: clientAddress(request) });
  return ok(null, {
    message:
      "Your password has been successfully reset. You can now log in with your new password.",
  });
});
