import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { contentTypeForKey, readLocalFile } from "@/server/storage/files";

/**
 * Serves files stored by the local adapter. Keys are random server-made names, so knowing one
 * is the access check for avatars; only the avatar and driver folders are served.
 */
export const GET = route<{ key: string[] }>(async (_request, { params }) => {
  const key = params.key.join("/");
  if (!key.startsWith("avatars/")) throw notFound();
  const body = await readLocalFile(key);
  if (!body) throw notFound();
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": contentTypeForKey(key),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
