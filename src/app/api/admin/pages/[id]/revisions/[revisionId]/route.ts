import { CONTENT_PAGE_MESSAGES, pageRevisionParamsSchema } from "@/lib/validations/content-page";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { getRevision } from "@/server/pages/admin-queries";

/** GET /api/admin/pages/{id}/revisions/{revisionId}: one revision with its sanitised HTML. */
export const GET = route({ params: pageRevisionParamsSchema }, async (request, { params }) => {
  await requireRole(request, "admin");
  const revision = await getRevision(params.id, params.revisionId);
  if (!revision) throw notFound(CONTENT_PAGE_MESSAGES.revisionNotFound);
  return ok(revision);
});
