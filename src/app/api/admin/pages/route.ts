import {
  CONTENT_PAGE_MAX_BODY_BYTES,
  CONTENT_PAGE_MESSAGES,
  contentPageSaveSchema,
} from "@/lib/validations/content-page";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { listAction } from "@/server/http/json-action";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { adminPageStats, listAdminPages, pageListParamsSchema } from "@/server/pages/admin-queries";
import { createPage } from "@/server/pages/save-page";

/** GET /api/admin/pages: Page Management's table (`?q` searches title and URL) and its cards. */
export const GET = listAction({ role: "admin", query: pageListParamsSchema }, async (params) => {
  const [list, stats] = await Promise.all([listAdminPages(params), adminPageStats()]);
  return { ...list, stats };
});

/** POST /api/admin/pages: 'Create Page' (action draft or publish). */
export const POST = route(async (request) => {
  const admin = await requireRole(request, "admin");
  const page = await parseJsonBody(request, contentPageSaveSchema, {
    maxBytes: CONTENT_PAGE_MAX_BODY_BYTES,
  });
  const created = await createPage({ page, actor: actorFromUser(admin) });
  const message =
    page.action === "publish" ? CONTENT_PAGE_MESSAGES.published : CONTENT_PAGE_MESSAGES.saved;
  return ok(created, { status: 201, message });
});
