import { ACCOUNT_SETTINGS_MESSAGES, partnerInviteSchema } from "@/lib/validations/partner-account";
import { requireRole } from "@/server/auth/guards";
import { ok, okList } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { listAdminPartners, partnerListParamsSchema } from "@/server/partners/admin-partner-list";
import { invitePartner } from "@/server/partners/invite-partner";
import { partnerView } from "@/server/partners/queries";

/** GET /api/admin/partners: Partner Management's list (search, status filter, pages). */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  const params = parseSearchParams(request, partnerListParamsSchema);
  const { data, pagination } = await listAdminPartners(params);
  return okList(data, { pagination });
});

/** POST /api/admin/partners: Add Partner (account, record, invitation to set a password). */
export const POST = jsonAction(
  { role: "admin", body: partnerInviteSchema },
  async ({ actor, body: data }) => {
    const row = await invitePartner({ data, actor });
    return ok(partnerView(row), { status: 201, message: ACCOUNT_SETTINGS_MESSAGES.partnerAdded });
  },
);
