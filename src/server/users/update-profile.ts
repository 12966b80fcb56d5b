import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { profileSchema } from "@/lib/validations/profile";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { users } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/http/database-errors";
import { conflict, notFound } from "@/server/http/errors";
import { DUPLICATE_EMAIL_MESSAGE } from "./register-user";

/** Writes exactly the nine profile fields; role, password and photo are never touched here. */
export async function updateProfile(
  input: { userId: number; profile: z.output<typeof profileSchema> },
  executor?: Executor,
) {
  const db = await executorOrDb(executor);
  const [taken] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(and(eq(users.email, input.profile.email), ne(users.user_id, input.userId)))
    .limit(1);
  if (taken) throw conflict(DUPLICATE_EMAIL_MESSAGE);
  // The check above is only for the common case: two concurrent updates to the same new e-mail
  // both pass it, and the unique index then refuses the second.
  const [row] = await db
    .update(users)
    .set({ ...input.profile, updated_at: new Date() })
    .where(eq(users.user_id, input.userId))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
      throw error;
    });
  if (!row) throw notFound("User not found");
  return row;
}
