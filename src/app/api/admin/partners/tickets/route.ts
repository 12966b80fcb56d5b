import { z } from "zod";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { listTickets } from "@/server/partners/tickets";

const querySchema = z.object({ status: z.enum(["Open", "Closed"]).optional().catch(undefined) });

/** GET /api/admin/partners/tickets?status=Open|Closed: the partner tickets inbox. */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  const { status } = querySchema.parse(
    Object.fromEntries(new URL(request.url).searchParams.entries()),
  );
  return ok(await listTickets(status ? { status } : {}), {
    headers: { "cache-control": "no-store" },
  });
});
