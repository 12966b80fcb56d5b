import { partnerAdminUpdateSchema } from "@/lib/validations/partner-admin";
import { partnerIdParamsSchema } from "@/lib/validations/partner-ids";
import { requireRole } from "@/server/auth/guards";
import { partnerBalanceView } from "@/server/partners/ledger/partner-balance";
import { ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { jsonAction } from "@/server/http/json-action";
import { route } from "@/server/http/route";
import { partnerLedgerTotals } from "@/server/partners/admin-partner-details";
import { partnerStats } from "@/server/partners/admin-partner-list";
import { findPartnerById, PARTNER_NOT_FOUND, partnerView } from "@/server/partners/queries";
import { updatePartner } from "@/server/partners/update-partner";

/** GET /api/admin/partners/{id}: View Details (record, bookings, revenue, rates, balance, ledger). */
export const GET = route({ params: partnerIdParamsSchema }, async (request, { params }) => {
  await requireRole(request, "admin");
  const row = await findPartnerById(params.id);
  if (!row) throw notFound(PARTNER_NOT_FOUND);
  const [stats, balance, ledger] = await Promise.all([
    partnerStats(row.partner_id),
    partnerBalanceView(row.partner_id),
    partnerLedgerTotals(row.partner_id),
  ]);
  return ok({ ...partnerView(row), ...stats, balance, ledger });
});

/** PATCH /api/admin/partners/{id}: Approve, Deactivate, Reactivate, rates and slug. */
export const PATCH = jsonAction(
  { role: "admin", params: partnerIdParamsSchema, body: partnerAdminUpdateSchema },
  async ({ actor, params, body: update }) => {
    const row = await updatePartner({ partnerId: params.id, update, actor });
    return ok(
      { ...partnerView(row), ...(await partnerStats(row.partner_id)) },
      { message: "Partner updated" },
    );
  },
);
