import { CONTACT_SUCCESS_MESSAGE, contactMessageSchema } from "@/lib/validations/contact";
import { submitContactMessage } from "@/server/contact/submit-contact-message";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { consumeRateLimit } from "@/server/http/rate-limit";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

/** Contact form: five messages per address per 10 minutes is plenty for a person, not for a bot. */
export const POST = route(async (request) => {
  await consumeRateLimit({
    key: `contact:ip:${clientAddress(request)}`,
    limit: 5,
    windowSeconds: 600,
    message: "Too many messages. Please try again later.",
  });
  const message = await parseJsonBody(request, contactMessageSchema);
  const { messageId } = await submitContactMessage(message);
  return ok({ message_id: messageId }, { status: 201, message: CONTACT_SUCCESS_MESSAGE });
});
