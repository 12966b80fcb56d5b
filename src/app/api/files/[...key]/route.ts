import { fileKeyParamsSchema } from "@/lib/validations/ids";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { authorizeFileRead } from "@/server/storage/file-access";
import { readStoredFile } from "@/server/storage/files";

/**
 * Serves stored files (local files or private Vercel Blobs). Who may read each one is decided
 * from its stored_files row in file-access.ts; the type sent is the one recorded when the server
 * re-encoded it, never guessed from the name.
 */
export const GET = route({ params: fileKeyParamsSchema }, async (request, { params }) => {
  const { file, cacheControl } = await authorizeFileRead(params.key.join("/"), request);
  const body = await readStoredFile(file.key);
  if (!body) throw notFound();
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": file.content_type,
      "Cache-Control": cacheControl,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
