import "server-only";
import { desc, eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { getDb } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";

/**
 * The outbox is the local inbox (reset links live there), so it is readable only when e-mail
 * really is the outbox and this is not a deployment. Lives with accounts because its main use
 * is the password-reset journey.
 */
export function isDevOutboxEnabled(): boolean {
  const config = getServerConfig();
  return config.email.kind === "outbox" && !config.isDeployment;
}

export async function listOutbox(input: { to?: string; limit?: number } = {}) {
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
    .where(input.to ? eq(emailOutbox.to_address, input.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.email_id))
    .limit(input.limit ?? 50);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

export type OutboxEntry = Awaited<ReturnType<typeof listOutbox>>[number];
