import {
  adminDriverEarningsParamsSchema,
  earningsParamsSchema,
} from "@/lib/validations/driver-earnings";
import { requireRole } from "@/server/auth/guards";
import { readDriverEarningsForAdmin } from "@/server/drivers/earnings-queries";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/drivers/{id}/earnings?week=yyyy-mm-dd (administrators): one chauffeur's
 * earnings ledger, shaped as the chauffeur's own (GET /api/driver/earnings).
 */
export const GET = route(
  { params: adminDriverEarningsParamsSchema },
  async (request, { params }) => {
    await requireRole(request, "admin");
    const query = parseSearchParams(request, earningsParamsSchema);
    const data = await readDriverEarningsForAdmin({ driverId: params.id, week: query.week });
    return ok(data, { headers: { "Cache-Control": "no-store" } });
  },
);
