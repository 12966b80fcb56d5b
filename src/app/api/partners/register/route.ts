import {
  PARTNER_MESSAGES,
  partnerRegistrationSchema,
} from "@/lib/validations/partner-registration";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import {
  consumePartnerRegistrationLimit,
  registerPartner,
} from "@/server/partners/register-partner";

/** Partner registration: all three steps' fields; the account starts Pending. */
export const POST = route(async (request) => {
  await consumePartnerRegistrationLimit(clientAddress(request));
  const data = await parseJsonBody(request, partnerRegistrationSchema);
  const partner = await registerPartner(data);
  return ok(partner, { status: 201, message: PARTNER_MESSAGES.success });
});
