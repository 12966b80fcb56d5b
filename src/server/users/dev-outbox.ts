import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { getDb } from "@/server/db/client";
import { smsRecipient } from "@/lib/sms/phone-number";
import { emailOutbox, smsOutbox } from "@/server/db/schema";

/**
 * Who may read the outbox. It is the local inbox and holds password reset links (whoever reads
 * them can take over the accounts), so:
 * - "this-machine-or-administrators" under `next dev` (and tests), and under a production build
 *   that opted in with DEV_OUTBOX=1 (the browser tests read reset links there without signing
 *   in, since some journeys change the administrator's own password and 2FA): a request from
 *   this machine (isLoopbackRequest: the socket and, behind a trusted proxy, the forwarded
 *   address), or an administrator's session from anywhere else;
 * - "administrators" under any other production build (a self-hosted `next start`);
 * - "closed" in a deployment, or when a real e-mail provider sends the mail.
 * Lives with accounts because its main use is the password-reset journey.
 */
export type DevOutboxAccess = "this-machine-or-administrators" | "administrators" | "closed";

export function devOutboxAccess(): DevOutboxAccess {
  const config = getServerConfig();
  if (config.email.kind !== "outbox" || config.isDeployment) return "closed";
  if (!config.isProductionBuild || config.devOutboxOptIn) return "this-machine-or-administrators";
  return "administrators";
}

export async function listOutbox(input: { to?: string; template?: string; limit?: number } = {}) {
  const db = await getDb();
  const rows = await db
    .select({
      email_id: emailOutbox.email_id,
      to_address: emailOutbox.to_address,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      text: emailOutbox.text,
      html: emailOutbox.html,
      status: emailOutbox.status,
      created_at: emailOutbox.created_at,
    })
    .from(emailOutbox)
    .where(
      and(
        input.to ? eq(emailOutbox.to_address, input.to.trim().toLowerCase()) : undefined,
        input.template ? eq(emailOutbox.template, input.template) : undefined,
      ),
    )
    .orderBy(desc(emailOutbox.email_id))
    .limit(input.limit ?? 50);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

export type OutboxEntry = Awaited<ReturnType<typeof listOutbox>>[number];

/** Text messages beside the e-mails, newest first; `to` in any form a person types a number. */
export async function listSmsOutbox(input: { to?: string; limit?: number } = {}) {
  const db = await getDb();
  const to = input.to ? (smsRecipient(input.to)?.e164 ?? input.to.trim()) : undefined;
  const rows = await db
    .select({
      sms_id: smsOutbox.sms_id,
      to_number: smsOutbox.to_number,
      from_sender: smsOutbox.from_sender,
      body: smsOutbox.body,
      kind: smsOutbox.kind,
      status: smsOutbox.status,
      segments: smsOutbox.segments,
      encoding: smsOutbox.encoding,
      error: smsOutbox.error,
      booking_id: smsOutbox.booking_id,
      created_at: smsOutbox.created_at,
    })
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.to_number, to) : undefined)
    .orderBy(desc(smsOutbox.sms_id))
    .limit(input.limit ?? 50);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

export type SmsOutboxEntry = Awaited<ReturnType<typeof listSmsOutbox>>[number];
