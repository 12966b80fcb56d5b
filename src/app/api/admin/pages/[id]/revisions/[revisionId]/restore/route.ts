import { CONTENT_PAGE_MESSAGES, pageRevisionParamsSchema } from "@/lib/validations/content-page";
import { ok } from "@/server/http/envelope";
import { roleAction } from "@/server/http/json-action";
import { restoreRevision } from "@/server/pages/restore-revision";

/**
 * POST /api/admin/pages/{id}/revisions/{revisionId}/restore: the revision becomes the working
 * copy as a new revision; visitors see it only after Publish.
 */
export const POST = roleAction(
  { role: "admin", params: pageRevisionParamsSchema },
  async ({ actor, params }) => {
    const page = await restoreRevision({ pageId: params.id, revisionId: params.revisionId, actor });
    return ok(page, { message: CONTENT_PAGE_MESSAGES.restored });
  },
);
