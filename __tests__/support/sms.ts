import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { resetServerConfigForTests } from "@/env";
import { getDb } from "@/server/db/client";
import { auditEvents, smsOutbox } from "@/server/db/schema";
import {
  twilioTransport,
  type OutgoingSms,
  type SmsTransport,
} from "@/server/sms/twilio-transport";

export const TWILIO_ENV = {
  TWILIO_ACCOUNT_SID: `AC${"1".repeat(32)}`,
  TWILIO_AUTH_TOKEN: "test-auth-token-0123456789",
  TWILIO_FROM: "Apex Cars",
  TWILIO_FROM_NUMBER: "+15005550006",
};

/** Configures Twilio for the rest of the test (undone by useOfflineSms). */
export function useTwilio(overrides: Partial<typeof TWILIO_ENV> = {}): void {
  Object.assign(process.env, TWILIO_ENV, overrides);
  resetServerConfigForTests();
}

export function useOfflineSms(): void {
  for (const name of Object.keys(TWILIO_ENV)) delete process.env[name];
  resetServerConfigForTests();
}

/** Replaces the Twilio REST call: records what would be sent and answers as `answer` says. */
export function fakeTwilio(answer: (message: OutgoingSms) => Promise<{ sid: string }>) {
  const sent: OutgoingSms[] = [];
  const original = twilioTransport.create;
  twilioTransport.create = (): SmsTransport => ({
    send: (message) => {
      sent.push(message);
      return answer(message);
    },
  });
  return { sent, restore: () => (twilioTransport.create = original) };
}

export function twilioSid(): string {
  return `SM${Array.from({ length: 32 }, () => "0123456789abcdef"[randomInt(16)]).join("")}`;
}

/** A UK mobile in the drama range no other test uses. */
export function uniqueUkMobile(): string {
  return `+4477009${String(randomInt(100000)).padStart(5, "0")}`;
}

export async function smsRow(smsId: number) {
  const db = await getDb();
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.sms_id, smsId));
  return row!;
}

export async function auditFor(userId: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entity_id, String(userId)));
}
