import "server-only";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { getServerConfig } from "@/env";
import type { registerSchema } from "@/lib/validations/auth";
import { hashPassword } from "@/server/auth/passwords";
import type { Executor } from "@/server/db/client";
import { inTransaction } from "@/server/db/transaction";
import { users } from "@/server/db/schema";
import { welcomeEmail } from "@/server/email/templates/welcome";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import { conflict } from "@/server/http/errors";
import { consumeRateLimits, minutesText } from "@/server/http/rate-limit";
import type { z } from "zod";
import { findUserByEmail } from "./queries";

export const REGISTER_LIMITS = { perAddress: 10, windowSeconds: 60 * 60 } as const;
export const DUPLICATE_EMAIL_MESSAGE = "An account with this email already exists";

/** Counted before the body is even parsed: the limit guards the endpoint, not only successes. */
export async function consumeRegistrationLimit(address: string): Promise<void> {
  await consumeRateLimits([
    {
      key: `register:address:${address}`,
      limit: REGISTER_LIMITS.perAddress,
      windowSeconds: REGISTER_LIMITS.windowSeconds,
      message: (seconds) =>
        `Too many registration attempts from your network. Please try again in ${minutesText(seconds)}.`,
    },
  ]);
}

/** Creates a customer account (never any other role) and sends the welcome e-mail. */
export async function registerUser(
  input: { data: z.output<typeof registerSchema> },
  executor?: Executor,
) {
  // `role` and `profile_image` from the body are deliberately dropped here.
  const { password, role: _role, profile_image: _image, ...fields } = input.data;
  if (await findUserByEmail(fields.email, executor)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(password);
  const email = welcomeEmail({
    site: await getSiteIdentity(executor),
    firstName: fields.first_name,
    siteUrl: getServerConfig().siteUrl,
  });
  const message = { to: fields.email, template: "welcome", ...email };
  // The welcome e-mail is queued with the account and delivered once the outermost commit is done.
  const created = await inTransaction(executor, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...fields, role: "customer", password_hash: passwordHash })
      .onConflictDoNothing()
      .returning({ user_id: users.user_id, email: users.email });
    if (!row) return null;
    await queueAfterCommit(tx, message);
    return row;
  });
  // A concurrent registration with the same address won the unique index.
  if (!created) throw conflict(DUPLICATE_EMAIL_MESSAGE);
  return { user_id: created.user_id, email: created.email };
}
