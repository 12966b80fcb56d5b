import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { smsOutbox } from "@/server/db/schema";
import { parseWith } from "@/server/http/validation";

// Twilio's MessageStatus values; the ones between queued and delivered change nothing here.
const statusCallbackSchema = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-f]{32}$/i, "Not a Twilio message id"),
  MessageStatus: z.enum([
    "accepted",
    "scheduled",
    "queued",
    "sending",
    "sent",
    "delivered",
    "undelivered",
    "failed",
    "read",
    "canceled",
  ]),
  ErrorCode: z.string().max(10).optional(),
});

export interface DeliveryStatusOutcome {
  /** Whether a message of ours had this id and its row changed. */
  updated: boolean;
}

/**
 * Records Twilio's delivery report on the message with that provider id. Reports come out of
 * order and twice: a final state (delivered, failed) is written once and never overwritten by
 * an earlier one ("sent" arriving late), so replaying a report changes nothing.
 */
export async function recordDeliveryStatus(
  params: Record<string, string>,
  now: Date = new Date(),
): Promise<DeliveryStatusOutcome> {
  const report = parseWith(statusCallbackSchema, params);
  const next =
    report.MessageStatus === "delivered" || report.MessageStatus === "read"
      ? "delivered"
      : report.MessageStatus === "failed" || report.MessageStatus === "undelivered"
        ? "failed"
        : null;
  if (!next) return { updated: false };
  const db = await getDb();
  const rows = await db
    .update(smsOutbox)
    .set({
      status: next,
      error: next === "failed" ? `Twilio error ${report.ErrorCode ?? "unknown"}` : null,
      updated_at: now,
    })
    .where(
      and(
        eq(smsOutbox.provider_message_id, report.MessageSid),
        inArray(smsOutbox.status, ["queued", "sent"]),
      ),
    )
    .returning({ sms_id: smsOutbox.sms_id });
  return { updated: rows.length > 0 };
}
