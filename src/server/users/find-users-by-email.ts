import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";

/** Administrator look-up by e-mail (e-mails are stored lower-case). */
export async function findUsersByEmail(email: string) {
  const db = await getDb();
  return db
    .select({
      user_id: users.user_id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      role: users.role,
    })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
}
