import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { consumeRateLimit } from "@/server/http/rate-limit";
import { sendTestEmail } from "@/server/settings/send-test-email";

/** POST /api/admin/settings/test-email: one e-mail to the administrator through the adapter. */
export const POST = route(async (request) => {
  const admin = await requireRole(request, "admin");
  // A button that sends mail: a few a minute is plenty.
  await consumeRateLimit({
    key: `settings-test-email:user:${admin.user_id}`,
    limit: 5,
    windowSeconds: 60,
    message: "Too many test e-mails. Please wait a minute.",
  });
  const outcome = await sendTestEmail(admin);
  return ok(outcome, {
    message: outcome.delivered
      ? `Test e-mail sent to ${outcome.to}`
      : "The test e-mail could not be delivered",
  });
});
