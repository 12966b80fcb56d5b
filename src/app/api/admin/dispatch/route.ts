import { dispatchBoardParamsSchema } from "@/lib/validations/dispatch-board";
import { requireRole } from "@/server/auth/guards";
import { readDispatchBoard } from "@/server/dispatch/board";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/dispatch?date=yyyy-mm-dd: the dispatch board for one day (today in
 * Europe/London by default): the unassigned queue, the chauffeurs' lanes and the partners' jobs.
 */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  const { date } = parseSearchParams(request, dispatchBoardParamsSchema);
  return ok(await readDispatchBoard({ date }));
});
