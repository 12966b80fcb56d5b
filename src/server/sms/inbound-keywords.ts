import "server-only";
import { eq, or } from "drizzle-orm";
import { z } from "zod";
import { withSmsStarted, withSmsStopped } from "@/lib/notifications/preferences";
import { smsRecipient } from "@/lib/sms/phone-number";
import { inTransaction } from "@/server/db/transaction";
import { drivers, users } from "@/server/db/schema";
import { parseWith } from "@/server/http/validation";
import {
  readNotificationPreferences,
  saveNotificationPreferences,
} from "@/server/notifications/notification-preferences";

// The carrier-standard keywords Twilio itself honours; a reply is one word, in any case.
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);
const START_WORDS = new Set(["START", "YES", "UNSTOP"]);

export type InboundKeyword = "stop" | "start" | null;

export function inboundKeyword(body: string): InboundKeyword {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) return "stop";
  if (START_WORDS.has(word)) return "start";
  return null;
}

/**
 * A reply to one of our messages: STOP turns SMS off for every kind, START turns service SMS
 * back on, for every account with that number (a customer's own, or a driver's), each change
 * audited. Anything else is ignored. Returns how many accounts changed.
 */
const inboundSchema = z.object({
  From: z.string().trim().min(1, "From is required").max(40),
  Body: z.string().max(1600),
  MessageSid: z.string().max(64).optional(),
});

export async function applyInboundSms(params: Record<string, string>): Promise<number> {
  const message = parseWith(inboundSchema, params);
  const keyword = inboundKeyword(message.Body);
  const from = smsRecipient(message.From);
  if (!keyword || !from) return 0;
  return inTransaction(undefined, async (tx) => {
    const accounts = await tx
      .selectDistinct({ user_id: users.user_id })
      .from(users)
      .leftJoin(drivers, eq(drivers.user_id, users.user_id))
      .where(or(eq(users.phone_number, from.e164), eq(drivers.phone_number, from.e164)));
    let changed = 0;
    for (const { user_id } of accounts) {
      const before = await readNotificationPreferences(user_id, tx);
      const after = keyword === "stop" ? withSmsStopped(before) : withSmsStarted(before);
      const saved = await saveNotificationPreferences(
        {
          userId: user_id,
          preferences: after,
          actor: { kind: "system", id: null, label: `SMS reply from ${from.e164}` },
          context: { channel: "sms", keyword: keyword, message_sid: message.MessageSid ?? null },
        },
        tx,
      );
      if (saved !== before) changed += 1;
    }
    return changed;
  });
}
