import { userLookupSchema } from "@/lib/validations/ids";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { findUsersByEmail } from "@/server/users/find-users-by-email";

/**
 * Looks users up by e-mail, for administrators only: the booking form never asks, so a visitor
 * cannot learn whether an address has an account.
 */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  const { email } = parseSearchParams(request, userLookupSchema);
  return ok(await findUsersByEmail(email), { message: "Users retrieved successfully" });
});
