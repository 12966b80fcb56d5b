import "server-only";
import { getRequestUser, type SessionUser } from "@/server/auth/session";
import type { StoredFileRow } from "@/server/db/schema";
import { notFound, unauthorized } from "@/server/http/errors";
import { isValidFileKey } from "./files";
import { findStoredFile } from "./stored-files";

type Viewer = Pick<SessionUser, "user_id" | "role">;

/**
 * Who may read a private file. Administrators read every file; a user reads their own. Driver
 * and partner files are administrators' only until the driver and partner areas exist: their
 * policies plug in here (a driver reads their own photos, a partner its logo). Site files are
 * public by nature, so a private one is an administrator's only.
 */
export function canReadFile(
  file: Pick<StoredFileRow, "owner_kind" | "owner_id">,
  viewer: Viewer,
): boolean {
  if (viewer.role === "admin") return true;
  switch (file.owner_kind) {
    case "user":
      return file.owner_id === viewer.user_id;
    case "driver":
    case "partner":
    case "site":
      return false;
  }
}

export interface FileReadDecision {
  file: StoredFileRow;
  cacheControl: string;
}

/**
 * The one place that decides whether `/api/files/{key}` is served to this request. A key with no
 * stored_files row answers 404; a private file asks for a session (401) and answers 404 to anyone
 * who may not read it, exactly like a missing file. Private files are cached by the browser only.
 */
export async function authorizeFileRead(key: string, request: Request): Promise<FileReadDecision> {
  if (!isValidFileKey(key)) throw notFound();
  const file = await findStoredFile(key);
  if (!file) throw notFound();
  if (file.visibility === "public")
    return { file, cacheControl: "public, max-age=3600, stale-while-revalidate=86400" };
  const viewer = await getRequestUser(request);
  if (!viewer) throw unauthorized();
  if (!canReadFile(file, viewer)) throw notFound();
  return { file, cacheControl: "private, max-age=300" };
}
