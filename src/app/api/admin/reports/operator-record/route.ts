import { operatorRecordQuerySchema } from "@/lib/validations/operator-record";
import { requireRole } from "@/server/auth/guards";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { operatorRecordCsvResponse } from "@/server/reports/operator-record";

export const dynamic = "force-dynamic";

/** GET /api/admin/reports/operator-record?from=yyyy-mm-dd&to=yyyy-mm-dd: the record as CSV. */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  const range = parseSearchParams(request, operatorRecordQuerySchema);
  return operatorRecordCsvResponse(range);
});
