import { tripTokenParamsSchema } from "@/lib/validations/trip";
import { clientAddress } from "@/server/http/client-address";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { readStoredFile } from "@/server/storage/files";
import { findStoredFile } from "@/server/storage/stored-files";
import { openTrip, TRIP_HEADERS } from "@/server/trip/open-trip";

export const dynamic = "force-dynamic";

/**
 * GET /api/trip/{token}/photo: the chauffeur's photo for the trip page, to whoever holds a live
 * link (the photo is otherwise private). Not cached anywhere, so it stops with the link.
 */
export const GET = route({ params: tripTokenParamsSchema }, async (request, { params }) => {
  const { photoKey } = await openTrip({
    token: params.token,
    clientAddress: clientAddress(request),
  });
  const file = photoKey ? await findStoredFile(photoKey) : null;
  const body = file ? await readStoredFile(file.key) : null;
  if (!file || !body) throw notFound();
  return new Response(new Uint8Array(body), {
    headers: {
      ...TRIP_HEADERS,
      "Content-Type": file.content_type,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
