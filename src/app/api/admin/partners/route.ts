import { ACCOUNT_SETTINGS_MESSAGES, partnerInviteSchema } from "@/lib/validations/partner-account";
import { ok } from "@/server/http/envelope";
import { jsonAction, listAction } from "@/server/http/json-action";
import { listAdminPartners, partnerListParamsSchema } from "@/server/partners/admin-partner-list";
import { invitePartner } from "@/server/partners/invite-partner";
import { partnerView } from "@/server/partners/queries";

/** GET /api/admin/partners: Partner Management's list (search, status filter, pages). */
export const GET = listAction({ role: "admin", query: partnerListParamsSchema }, listAdminPartners);

/** POST /api/admin/partners: Add Partner (account, record, invitation to set a password). */
export const POST = jsonAction(
  { role: "admin", body: partnerInviteSchema },
  async ({ actor, body: data }) => {
    const row = await invitePartner({ data, actor });
    return ok(partnerView(row), { status: 201, message: ACCOUNT_SETTINGS_MESSAGES.partnerAdded });
  },
);
