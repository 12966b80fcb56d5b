import { z } from "zod";
import { requireDevEndpointAccess } from "@/server/auth/dev-endpoint-guard";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { devOutboxAccess, listOutbox, listSmsOutbox } from "@/server/users/dev-outbox";

const querySchema = z.object({
  to: z.string().trim().max(254).optional(),
  channel: z.enum(["email", "sms"]).default("email"),
  // E-mail only: one template's messages (a busy mailbox, such as operations', has more than the
  // newest 50 a page shows).
  template: z.string().trim().min(1).max(100).optional(),
});

/**
 * The e-mails the outbox adapter recorded, newest first, or with `?channel=sms` the text
 * messages; `?template=` narrows the e-mails to one template; who may read them: devOutboxAccess (the same guard for both).
 */
export const GET = route(async (request) => {
  await requireDevEndpointAccess(request, devOutboxAccess());
  const { to, channel, template } = parseSearchParams(request, querySchema);
  const entries =
    channel === "sms" ? await listSmsOutbox({ to }) : await listOutbox({ to, template });
  return ok(entries, { headers: { "Cache-Control": "no-store" } });
});
