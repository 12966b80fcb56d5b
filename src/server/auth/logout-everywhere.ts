import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";

/** Ends every session of the user, on every device: tokens carry the old session version. */
export async function logoutEverywhere(userId: number): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ session_version: sql`${users.session_version} + 1`, updated_at: new Date() })
    .where(eq(users.user_id, userId));
}
