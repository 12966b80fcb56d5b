import {
  CONTENT_PAGE_MAX_BODY_BYTES,
  CONTENT_PAGE_MESSAGES,
  contentPageSaveSchema,
  pageIdParamsSchema,
} from "@/lib/validations/content-page";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { getAdminPage } from "@/server/pages/admin-queries";
import { deletePage } from "@/server/pages/delete-page";
import { savePage } from "@/server/pages/save-page";

/** GET /api/admin/pages/{id}: the editor's working copy and where it is published. */
export const GET = route({ params: pageIdParamsSchema }, async (request, { params }) => {
  await requireRole(request, "admin");
  const page = await getAdminPage(params.id);
  if (!page) throw notFound(CONTENT_PAGE_MESSAGES.notFound);
  return ok(page);
});

/** PUT /api/admin/pages/{id}: Save as draft (visitors unaffected) or Publish (live at once). */
export const PUT = route({ params: pageIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const page = await parseJsonBody(request, contentPageSaveSchema, {
    maxBytes: CONTENT_PAGE_MAX_BODY_BYTES,
  });
  const saved = await savePage({ pageId: params.id, page, actor: actorFromUser(admin) });
  const message =
    page.action === "publish" ? CONTENT_PAGE_MESSAGES.published : CONTENT_PAGE_MESSAGES.saved;
  return ok(saved, { message });
});

/** DELETE /api/admin/pages/{id}: removes a page (system pages answer 409). */
export const DELETE = route({ params: pageIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const deleted = await deletePage({ pageId: params.id, actor: actorFromUser(admin) });
  return ok(deleted, { message: CONTENT_PAGE_MESSAGES.deleted });
});
