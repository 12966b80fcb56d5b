import { GUEST_PAGE_MESSAGES } from "@/lib/validations/partner-guest-page";
import { actorFromUser } from "@/server/audit/actor";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import {
  guestPageSettings,
  readGuestPageForm,
  saveGuestPage,
} from "@/server/partners/guest-page-settings";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/guest-page: the signed-in partner's page link and settings. */
export const GET = route(async (request) => {
  const { partner } = await requirePartner(request);
  return ok(guestPageSettings(partner), { headers: { "cache-control": "no-store" } });
});

/** PUT /api/partner/guest-page (multipart): hero title and text, logo and background; publishes. */
export const PUT = route(async (request) => {
  const { user, partner } = await requirePartner(request);
  const form = await readGuestPageForm(request);
  const row = await saveGuestPage({ partner, ...form, actor: actorFromUser(user) });
  return ok(guestPageSettings(row), { message: GUEST_PAGE_MESSAGES.saved });
});
