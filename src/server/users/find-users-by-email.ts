import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { userIdentityColumns } from "@/server/users/identity-columns";

/** Administrator look-up by e-mail (e-mails are stored lower-case). */
export async function findUsersByEmail(email: string) {
  const db = await getDb();
  return db
    .select({
      ...userIdentityColumns,
    })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
}
