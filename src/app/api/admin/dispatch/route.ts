import { dispatchBoardParamsSchema } from "@/lib/validations/dispatch-board";
import { requireRole } from "@/server/auth/guards";
import { readDispatchBoard } from "@/server/dispatch/board";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/dispatch?date=yyyy-mm-dd&idle=50&q=name: the dispatch board for one day (today
 * in Europe/London by default): the unassigned queue, the chauffeurs' lanes (every one with a job,
 * the first `idle` working ones without, their total; only names holding `q`) and the partners' jobs.
 */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  return ok(await readDispatchBoard(parseSearchParams(request, dispatchBoardParamsSchema)));
});
