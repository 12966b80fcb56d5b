import { ACCOUNT_SETTINGS_MESSAGES, emailChangeSchema } from "@/lib/validations/partner-account";
import { actorFromUser } from "@/server/audit/actor";
import { pendingEmailChange, requestEmailChange } from "@/server/auth/email-change";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { requirePartner } from "@/server/partners/guards";

/**
 * POST /api/partner/account/email: Verify. A link goes to the new address; the sign-in e-mail
 * changes only when it is opened (POST /api/auth/verify-email).
 */
export const POST = route(async (request) => {
  const { user } = await requirePartner(request);
  const { email } = await parseJsonBody(request, emailChangeSchema);
  await requestEmailChange({ userId: user.user_id, newEmail: email, actor: actorFromUser(user) });
  return ok(
    { pending_email: await pendingEmailChange(user.user_id) },
    { status: 202, message: ACCOUNT_SETTINGS_MESSAGES.verificationSent },
  );
});
