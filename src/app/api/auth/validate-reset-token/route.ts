import { validateResetTokenQuery } from "@/lib/validations/auth";
import { validateResetToken } from "@/server/auth/password-reset";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";

export const GET = route(async (request) => {
  const { token } = parseSearchParams(request, validateResetTokenQuery);
  const data = await validateResetToken({ token, address: clientAddress(request) });
  return ok(data, { message: "Reset token is valid", headers: { "Cache-Control": "no-store" } });
});
