import { z } from "zod";
import { requireDevEndpointAccess } from "@/server/auth/dev-endpoint-guard";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { devOutboxAccess, listOutbox } from "@/server/users/dev-outbox";

const querySchema = z.object({ to: z.string().trim().max(254).optional() });

/** The e-mails the outbox adapter recorded, newest first; who may read them: devOutboxAccess. */
export const GET = route(async (request) => {
  await requireDevEndpointAccess(request, devOutboxAccess());
  const { to } = parseSearchParams(request, querySchema);
  return ok(await listOutbox({ to }), { headers: { "Cache-Control": "no-store" } });
});
