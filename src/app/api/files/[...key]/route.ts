import { fileKeyParamsSchema } from "@/lib/validations/ids";
import { requireUser } from "@/server/auth/guards";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { canReadProfilePhoto } from "@/server/storage/file-access";
import { contentTypeForKey, isValidFileKey, readStoredFile } from "@/server/storage/files";

/**
 * Serves stored files (local files or private Vercel Blobs). Only profile photos are served, and only to their
 * owner and administrators: 401 without a session, 404 for anyone else (as for a missing file).
 * `private` keeps shared caches from handing one person's photo to another.
 */
export const GET = route({ params: fileKeyParamsSchema }, async (request, { params }) => {
  const key = params.key.join("/");
  if (!key.startsWith("avatars/") || !isValidFileKey(key)) throw notFound();
  const viewer = await requireUser(request);
  if (!(await canReadProfilePhoto({ key, viewer }))) throw notFound();
  const body = await readStoredFile(key);
  if (!body) throw notFound();
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": contentTypeForKey(key),
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
