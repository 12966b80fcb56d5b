import { CONTENT_PAGE_MESSAGES, pageIdParamsSchema } from "@/lib/validations/content-page";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { unpublishPage } from "@/server/pages/unpublish-page";

/** POST /api/admin/pages/{id}/unpublish: visitors get not-found; the content stays as a draft. */
export const POST = route({ params: pageIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const page = await unpublishPage({ pageId: params.id, actor: actorFromUser(admin) });
  return ok(page, { message: CONTENT_PAGE_MESSAGES.unpublished });
});
