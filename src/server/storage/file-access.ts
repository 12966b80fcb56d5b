import "server-only";
import { eq } from "drizzle-orm";
import { canReadStoredFile } from "@/server/auth/policies";
import type { SessionUser } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { localFileUrl } from "./files";

/**
 * Profile photos are personal data: the owner and administrators see them, nobody else. Keys are
 * random (`avatars/<hex>.jpg`) and do not name the owner, so the owner is the user whose
 * profile_image points at the file. A file nobody points at any more is an administrator's only.
 */
export async function canReadProfilePhoto(input: {
  key: string;
  viewer: Pick<SessionUser, "user_id" | "role">;
}): Promise<boolean> {
  if (input.viewer.role === "admin") return true; // no lookup needed
  const db = await getDb();
  const [owner] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(eq(users.profile_image, localFileUrl(input.key)))
    .limit(1);
  return canReadStoredFile(input.viewer, {
    visibility: "private",
    ownerUserId: owner?.user_id ?? null,
  });
}
