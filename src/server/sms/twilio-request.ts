import "server-only";
import { validateRequest } from "twilio/lib/webhooks/webhooks";
import { getServerConfig } from "@/env";
import { AppError, badRequest, forbidden } from "@/server/http/errors";
import { requestOrigin } from "@/server/http/request-origin";

const MAX_FORM_BYTES = 64 * 1024;

/**
 * A Twilio callback read and verified: the auth token must be configured (offline there is no
 * Twilio to call us: 404), the body must be a form, and X-Twilio-Signature must be Twilio's
 * signature of the public URL it called plus the form's fields. Twilio signs the address it
 * was given, so behind a proxy that address is rebuilt the way sign-in URLs are (NEXTAUTH_URL,
 * otherwise the forwarded host and protocol): requestOrigin.
 */
export async function readTwilioForm(request: Request): Promise<Record<string, string>> {
  const config = getServerConfig().sms;
  if (config.kind !== "twilio")
    throw new AppError("NOT_FOUND", "Text messaging is not configured (no TWILIO_AUTH_TOKEN)");
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("application/x-www-form-urlencoded"))
    throw badRequest("Send the body as application/x-www-form-urlencoded.");
  if (Number(request.headers.get("content-length") ?? "0") > MAX_FORM_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_FORM_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) params[name] = value;

  const signature = request.headers.get("x-twilio-signature");
  if (!signature) throw forbidden("Missing X-Twilio-Signature");
  const origin = requestOrigin(request.headers);
  if (!origin) throw forbidden("The request's address cannot be verified");
  const { pathname, search } = new URL(request.url);
  if (!validateRequest(config.authToken, signature, `${origin}${pathname}${search}`, params))
    throw forbidden("Invalid X-Twilio-Signature");
  return params;
}

/** TwiML with no reply: Twilio itself answers STOP and START with the carrier's wording. */
export function emptyTwiml(): Response {
  return new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    status: 200,
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
}
