import "server-only";
import { eq, sql } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { chooseSender, smsRecipient } from "@/lib/sms/phone-number";
import { smsSize, toGsm7Friendly } from "@/lib/sms/segments";
import type { MessageKind } from "@/lib/notifications/preferences";
import { getDb, type Executor } from "@/server/db/client";
import { smsOutbox } from "@/server/db/schema";
import { logger } from "@/server/http/logger";
import { isUndeliverableError, twilioTransport } from "./twilio-transport";

export interface SmsMessage {
  /** Any way a person types a number; stored in E.164. Without "+" it is read as British. */
  to: string;
  body: string;
  kind: MessageKind;
  bookingId?: number;
  userId?: number;
  /** A second message with the same key is not recorded or sent again ("duplicate"). */
  dedupeKey?: string;
}

/** "duplicate": a message with the same dedupe key was recorded before; nothing was sent now. */
export type SmsOutcome = "sent" | "undeliverable" | "failed" | "duplicate";

export interface SmsResult {
  smsId: number;
  status: SmsOutcome;
  /** Why it was refused or failed, in words an operator can act on. */
  error: string | null;
}

export const NOT_A_NUMBER = "Not a phone number that can receive text messages";
export const NO_SENDER =
  "No sender can reach this country: a sender name is refused there; set TWILIO_FROM_NUMBER";

/**
 * Records the message in sms_outbox, then delivers it through Twilio when configured; offline
 * the row is the delivery (the local inbox at /dev/outbox). A number that cannot be one, or a
 * country no sender reaches, is a refusal recorded as undeliverable, never an exception: the
 * change that caused the message stands. Callers decide whether to send at all (mayMessage).
 * Do not call inside an open transaction: delivery is a network call (and PGlite has one
 * connection).
 */
export async function sendSms(message: SmsMessage, executor?: Executor): Promise<SmsResult> {
  const db = executor ?? (await getDb());
  const config = getServerConfig().sms;
  const body = toGsm7Friendly(message.body);
  const size = smsSize(body);
  const recipient = smsRecipient(message.to);
  const sender = recipient
    ? chooseSender(
        config.kind === "twilio"
          ? { from: config.from, fromNumber: config.fromNumber }
          : { from: config.from, fromNumber: null },
        recipient.country,
      )
    : null;
  const refusal = !recipient
    ? NOT_A_NUMBER
    : !sender && config.kind === "twilio"
      ? NO_SENDER
      : null;
  const offline = config.kind === "outbox";
  const [row] = await db
    .insert(smsOutbox)
    .values({
      to_number: recipient?.e164 ?? message.to.slice(0, 64),
      from_sender: sender ?? (offline ? config.from : null),
      body,
      kind: message.kind,
      // Offline the stored row is the delivery, so it is sent as it is written.
      status: refusal ? "undeliverable" : offline ? "sent" : "queued",
      segments: size.segments,
      encoding: size.encoding,
      error: refusal,
      booking_id: message.bookingId ?? null,
      user_id: message.userId ?? null,
      dedupe_key: message.dedupeKey ?? null,
    })
    .onConflictDoNothing({
      target: smsOutbox.dedupe_key,
      where: sql`${smsOutbox.dedupe_key} IS NOT NULL`,
    })
    .returning({ sms_id: smsOutbox.sms_id });
  if (!row) {
    const [earlier] = await db
      .select({ sms_id: smsOutbox.sms_id })
      .from(smsOutbox)
      .where(eq(smsOutbox.dedupe_key, message.dedupeKey ?? ""));
    return { smsId: earlier?.sms_id ?? 0, status: "duplicate", error: null };
  }
  const smsId = row.sms_id;
  if (refusal) {
    logger.warn({ smsId, kind: message.kind }, "text message refused: undeliverable");
    return { smsId, status: "undeliverable", error: refusal };
  }
  if (config.kind === "outbox") {
    logger.info(
      { smsId, kind: message.kind, segments: size.segments },
      "text message kept in the outbox",
    );
    return { smsId, status: "sent", error: null };
  }
  const siteUrl = getServerConfig().configuredSiteUrl;
  try {
    const { sid } = await twilioTransport
      .create({ accountSid: config.accountSid, authToken: config.authToken })
      .send({
        to: recipient!.e164,
        from: sender!,
        body,
        ...(siteUrl ? { statusCallback: `${siteUrl}/api/webhooks/twilio/status` } : {}),
      });
    await db
      .update(smsOutbox)
      .set({ status: "sent", provider_message_id: sid, updated_at: new Date() })
      .where(eq(smsOutbox.sms_id, smsId));
    return { smsId, status: "sent", error: null };
  } catch (error) {
    // A failed text must not fail the request that caused it; the row keeps the reason.
    const status = isUndeliverableError(error) ? "undeliverable" : "failed";
    const reason = error instanceof Error ? error.message : String(error);
    logger.error({ err: error, smsId }, "text message delivery failed");
    await db
      .update(smsOutbox)
      .set({ status, error: reason, updated_at: new Date() })
      .where(eq(smsOutbox.sms_id, smsId));
    return { smsId, status, error: reason };
  }
}
