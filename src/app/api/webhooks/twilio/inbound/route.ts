import { route } from "@/server/http/route";
import { applyInboundSms } from "@/server/sms/inbound-keywords";
import { emptyTwiml, readTwilioForm } from "@/server/sms/twilio-request";

export const dynamic = "force-dynamic";

/**
 * POST /api/webhooks/twilio/inbound: a text sent to our number, signed (403 otherwise). STOP
 * and its synonyms turn SMS off, START turns it back on, audited; the answer is empty TwiML.
 */
export const POST = route(async (request) => {
  const params = await readTwilioForm(request);
  await applyInboundSms(params);
  return emptyTwiml();
});
