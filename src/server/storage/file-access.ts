import "server-only";
import { canReadStoredFile } from "@/server/auth/policies";
import { optionalUser } from "@/server/auth/guards";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { drivers, type StoredFileRow } from "@/server/db/schema";
import { notFound, unauthorized } from "@/server/http/errors";
import { isValidFileKey } from "./files";
import { findStoredFile } from "./stored-files";
import { customerIsDrivenBy, DRIVER_PHOTO_FOLDER } from "@/server/dispatch/chauffeur-photo-access";

/**
 * The account a file belongs to, for the policy. A user's file is theirs; a driver's photo and
 * car pictures belong to the driver's account once the application is approved (before that
 * only administrators read them). Partner files have no account mapped yet.
 */
async function ownerAccountOf(
  file: Pick<StoredFileRow, "owner_kind" | "owner_id">,
): Promise<number | null> {
  if (file.owner_kind === "user") return file.owner_id;
  if (file.owner_kind !== "driver" || file.owner_id === null) return null;
  const db = await getDb();
  const [driver] = await db
    .select({ user_id: drivers.user_id })
    .from(drivers)
    .where(eq(drivers.driver_id, file.owner_id))
    .limit(1);
  return driver?.user_id ?? null;
}

/** A chauffeur's photo, to a customer whose booking the chauffeur drives (see the booking view). */
async function isViewersChauffeurPhoto(
  userId: number,
  file: Pick<StoredFileRow, "owner_kind" | "owner_id" | "key">,
): Promise<boolean> {
  if (file.owner_kind !== "driver" || file.owner_id === null) return false;
  if (!file.key.startsWith(DRIVER_PHOTO_FOLDER)) return false;
  return customerIsDrivenBy(userId, file.owner_id);
}

export interface FileReadDecision {
  file: StoredFileRow;
  cacheControl: string;
}

/**
 * The one place that decides whether `/api/files/{key}` is served to this request (the rule
 * itself is canReadStoredFile in auth/policies.ts). A key with no stored_files row answers 404;
 * a private file asks for a session (401) and answers 404 to anyone who may not read it, exactly
 * like a missing file; an administrator without the 2FA Settings requires is refused (403) by
 * the guard. Public files are cached by anyone; private ones by nobody (personal photos stay
 * out of shared and browser caches alike).
 */
export async function authorizeFileRead(key: string, request: Request): Promise<FileReadDecision> {
  if (!isValidFileKey(key)) throw notFound();
  const file = await findStoredFile(key);
  if (!file) throw notFound();
  if (file.visibility === "public")
    return { file, cacheControl: "public, max-age=3600, stale-while-revalidate=86400" };
  const viewer = await optionalUser(request);
  if (!viewer) throw unauthorized();
  const ownerUserId = viewer.role === "admin" ? null : await ownerAccountOf(file);
  const owner = { visibility: file.visibility, ownerUserId };
  if (!canReadStoredFile(viewer, owner) && !(await isViewersChauffeurPhoto(viewer.user_id, file)))
    throw notFound();
  return { file, cacheControl: "private, no-store" };
}
