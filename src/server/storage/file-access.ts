import "server-only";
import { canReadStoredFile } from "@/server/auth/policies";
import { getRequestUser } from "@/server/auth/request-session";
import type { StoredFileRow } from "@/server/db/schema";
import { notFound, unauthorized } from "@/server/http/errors";
import { isValidFileKey } from "./files";
import { findStoredFile } from "./stored-files";

/**
 * The account a file belongs to, for the policy. A user's file is theirs. Driver and partner
 * files have no account mapped yet, so only administrators read them when private; when the
 * driver and partner areas exist, their account ids are looked up here.
 */
function ownerAccountOf(file: Pick<StoredFileRow, "owner_kind" | "owner_id">): number | null {
  return file.owner_kind === "user" ? file.owner_id : null;
}

export interface FileReadDecision {
  file: StoredFileRow;
  cacheControl: string;
}

/**
 * The one place that decides whether `/api/files/{key}` is served to this request (the rule
 * itself is canReadStoredFile in auth/policies.ts). A key with no stored_files row answers 404;
 * a private file asks for a session (401) and answers 404 to anyone who may not read it, exactly
 * like a missing file. Private files are cached by the browser only; public ones by anyone.
 */
export async function authorizeFileRead(key: string, request: Request): Promise<FileReadDecision> {
  if (!isValidFileKey(key)) throw notFound();
  const file = await findStoredFile(key);
  if (!file) throw notFound();
  if (file.visibility === "public")
    return { file, cacheControl: "public, max-age=3600, stale-while-revalidate=86400" };
  const viewer = await getRequestUser(request);
  if (!viewer) throw unauthorized();
  const owner = { visibility: file.visibility, ownerUserId: ownerAccountOf(file) };
  if (!canReadStoredFile(viewer, owner)) throw notFound();
  return { file, cacheControl: "private, max-age=300" };
}
