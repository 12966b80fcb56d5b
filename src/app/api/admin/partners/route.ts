import { requireRole } from "@/server/auth/guards";
import { okList } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { listAdminPartners, partnerListParamsSchema } from "@/server/partners/admin-partner-list";

/** GET /api/admin/partners: Partner Management's list (search, status filter, pages). */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  const params = parseSearchParams(request, partnerListParamsSchema);
  const { data, pagination } = await listAdminPartners(params);
  return okList(data, { pagination });
});
