import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { recordDeliveryStatus } from "@/server/sms/record-delivery-status";
import { readTwilioForm } from "@/server/sms/twilio-request";

export const dynamic = "force-dynamic";

/**
 * POST /api/webhooks/twilio/status: Twilio's delivery report, signed (403 otherwise); records
 * delivered or failed on the message with that provider id. 404 while Twilio is not configured.
 */
export const POST = route(async (request) => {
  const params = await readTwilioForm(request);
  const outcome = await recordDeliveryStatus(params);
  return ok(outcome, { message: outcome.updated ? "Status recorded" : "Nothing to change" });
});
