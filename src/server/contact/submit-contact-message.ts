import "server-only";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { getServerConfig } from "@/env";
import type { ContactMessage } from "@/lib/validations/contact";
import { getDb } from "@/server/db/client";
import { contactMessages } from "@/server/db/schema";
import { sendEmail } from "@/server/email/send-email";
import { renderContactEmail } from "./contact-email";

/** Stores the message first (so nothing is lost if mail fails), then tells the operations mailbox. */
export async function submitContactMessage(
  message: ContactMessage,
): Promise<{ messageId: number }> {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ message_id: contactMessages.message_id });
  if (!row) throw new Error("Contact message insert returned no row");
  const email = renderContactEmail(await getSiteIdentity(), {
    ...message,
    messageId: row.message_id,
  });
  await sendEmail({ to: getServerConfig().operationsEmail, template: "contact-form", ...email });
  return { messageId: row.message_id };
}
