import "server-only";
import twilio from "twilio";

export interface OutgoingSms {
  to: string;
  from: string;
  body: string;
  /** Where Twilio reports delivery; only a public URL (NEXTAUTH_URL) is given. */
  statusCallback?: string;
}

export interface SmsTransport {
  send(message: OutgoingSms): Promise<{ sid: string }>;
}

export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
}

/** The one place that talks to Twilio's REST API. */
function realTransport(credentials: TwilioCredentials): SmsTransport {
  const client = twilio(credentials.accountSid, credentials.authToken, { timeout: 8_000 });
  return {
    async send(message) {
      const created = await client.messages.create(message);
      return { sid: created.sid };
    },
  };
}

/**
 * Builds the transport for the configured credentials. Tests replace `create` to observe what
 * would reach Twilio without a network call (as resendLimits does for e-mail).
 */
export const twilioTransport: { create: (credentials: TwilioCredentials) => SmsTransport } = {
  create: realTransport,
};

// Twilio's error codes that mean this number can never receive this message: retrying is useless.
// 21211 invalid To, 21408 region not enabled, 21610 the recipient replied STOP, 21612 not
// reachable from this sender, 21614 not a mobile number.
const UNDELIVERABLE_CODES = new Set([21211, 21408, 21610, 21612, 21614]);

export function isUndeliverableError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "number" && UNDELIVERABLE_CODES.has(code);
}
