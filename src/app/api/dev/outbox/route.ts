import { z } from "zod";
import { requireRole } from "@/server/auth/guards";
import { isLoopbackRequest } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { devOutboxAccess, listOutbox } from "@/server/users/dev-outbox";

const querySchema = z.object({ to: z.string().trim().max(254).optional() });

/** The e-mails the outbox adapter recorded, newest first; who may read them: devOutboxAccess. */
export const GET = route(async (request) => {
  const access = devOutboxAccess();
  if (access === "closed") throw notFound();
  if (access === "loopback" && !isLoopbackRequest(request)) throw notFound();
  if (access === "administrators") await requireRole(request, "admin");
  const { to } = parseSearchParams(request, querySchema);
  return ok(await listOutbox({ to }), { headers: { "Cache-Control": "no-store" } });
});
