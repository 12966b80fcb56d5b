import "server-only";
import { consumeRateLimits, minutesText } from "@/server/http/rate-limit";

/**
 * Each ticket is e-mailed to the operations mailbox, so a burst of them floods it. A partner
 * may submit a few in a row (a follow-up, a second booking); past that, 429 with Retry-After.
 * Per partner, so several staff sharing one office address are not blocked by one account, and
 * per address, so a person with several partner accounts is not unlimited either.
 */
export const TICKET_LIMITS = {
  perPartner: 5,
  perPartnerWindowSeconds: 15 * 60,
  perAddress: 10,
  perAddressWindowSeconds: 60 * 60,
} as const;

const message = (seconds: number) =>
  `You have submitted several tickets in a short time. Please try again in ${minutesText(seconds)}.`;

/**
 * Counted once the ticket is valid: a refused form costs nothing and sends nothing, and a partner
 * correcting one should not use up the allowance.
 */
export async function consumeTicketLimit(input: {
  partnerId: number;
  address: string;
}): Promise<void> {
  await consumeRateLimits([
    {
      key: `partner-ticket:partner:${input.partnerId}`,
      limit: TICKET_LIMITS.perPartner,
      windowSeconds: TICKET_LIMITS.perPartnerWindowSeconds,
      message,
    },
    {
      key: `partner-ticket:address:${input.address}`,
      limit: TICKET_LIMITS.perAddress,
      windowSeconds: TICKET_LIMITS.perAddressWindowSeconds,
      message,
    },
  ]);
}
