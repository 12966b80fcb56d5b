import { z } from "zod";
import { ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { isDevOutboxEnabled, listOutbox } from "@/server/users/dev-outbox";

const querySchema = z.object({ to: z.string().trim().max(254).optional() });

/** Development only: the e-mails the outbox adapter recorded, newest first. */
export const GET = route(async (request) => {
  if (!isDevOutboxEnabled()) throw notFound();
  const { to } = parseSearchParams(request, querySchema);
  return ok(await listOutbox({ to }), { headers: { "Cache-Control": "no-store" } });
});
