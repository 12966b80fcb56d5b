import { CONTENT_PAGE_MESSAGES, pageIdParamsSchema } from "@/lib/validations/content-page";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { getAdminPage, listRevisions } from "@/server/pages/admin-queries";

/** GET /api/admin/pages/{id}/revisions: who saved, when and what the save did, newest first. */
export const GET = route({ params: pageIdParamsSchema }, async (request, { params }) => {
  await requireRole(request, "admin");
  if (!(await getAdminPage(params.id))) throw notFound(CONTENT_PAGE_MESSAGES.notFound);
  return ok(await listRevisions(params.id));
});
