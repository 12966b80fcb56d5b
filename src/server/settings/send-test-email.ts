import "server-only";
import { eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import type { SessionUser } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import { testEmail } from "@/server/email/templates/test-email";
import { deliverQueuedEmail, queueEmail } from "@/server/email/send-email";
import { getSiteIdentity } from "./site-identity";

export interface TestEmailOutcome {
  delivered: boolean;
  /** "outbox" locally (read it at /dev/outbox), "resend" in a deployment. */
  adapter: "outbox" | "resend";
  to: string;
  email_id: number;
  error: string | null;
}

/** Sends one e-mail through the configured adapter to the administrator, and says how it went. */
export async function sendTestEmail(admin: SessionUser): Promise<TestEmailOutcome> {
  const message = {
    to: admin.email,
    template: "settings-test",
    ...testEmail({ site: await getSiteIdentity(), firstName: admin.first_name }),
  };
  const emailId = await queueEmail(message);
  if (emailId === null) throw new Error("A test e-mail without a dedupe key was not recorded");
  // Delivery never throws: a failure is kept on the outbox row, which is read back here.
  await deliverQueuedEmail(emailId, message);
  const db = await getDb();
  const [row] = await db
    .select({ status: emailOutbox.status, error: emailOutbox.error })
    .from(emailOutbox)
    .where(eq(emailOutbox.email_id, emailId));
  return {
    delivered: row?.status === "sent" || row?.status === "logged",
    adapter: getServerConfig().email.kind === "outbox" ? "outbox" : "resend",
    to: admin.email,
    email_id: emailId,
    error: row?.status === "failed" ? "The e-mail provider refused or did not answer." : null,
  };
}
