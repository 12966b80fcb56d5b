import { CONTENT_PAGE_MESSAGES, pageRevisionParamsSchema } from "@/lib/validations/content-page";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { restoreRevision } from "@/server/pages/restore-revision";

/**
 * POST /api/admin/pages/{id}/revisions/{revisionId}/restore: the revision becomes the working
 * copy as a new revision; visitors see it only after Publish.
 */
export const POST = route({ params: pageRevisionParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const page = await restoreRevision({
    pageId: params.id,
    revisionId: params.revisionId,
    actor: actorFromUser(admin),
  });
  return ok(page, { message: CONTENT_PAGE_MESSAGES.restored });
});
