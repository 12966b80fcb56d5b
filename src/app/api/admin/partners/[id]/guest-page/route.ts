import { GUEST_PAGE_MESSAGES } from "@/lib/validations/partner-guest-page";
import { partnerIdParamsSchema } from "@/lib/validations/partner-ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import {
  guestPageSettings,
  readGuestPageForm,
  saveGuestPage,
} from "@/server/partners/guest-page-settings";
import { findPartnerById, PARTNER_NOT_FOUND } from "@/server/partners/queries";

/**
 * PUT /api/admin/partners/{id}/guest-page (multipart): the operator sets a partner's logo (and
 * any other guest page field) with the partner's own rules: images checked by their bytes and
 * re-encoded, published at once, audited as the administrator.
 */
export const PUT = route({ params: partnerIdParamsSchema }, async (request, { params }) => {
  const user = await requireRole(request, "admin");
  const partner = await findPartnerById(params.id);
  if (!partner) throw notFound(PARTNER_NOT_FOUND);
  const form = await readGuestPageForm(request);
  const row = await saveGuestPage({ partner, ...form, actor: actorFromUser(user) });
  return ok(guestPageSettings(row), { message: GUEST_PAGE_MESSAGES.saved });
});
