import "server-only";
import { eq } from "drizzle-orm";
import { CONTENT_PAGE_MESSAGES } from "@/lib/validations/content-page";
import type { AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { contentPages } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { conflict } from "@/server/http/errors";
import { auditPage, expireAfterCommit, lockPage, pageChanges, publishedSlug } from "./page-writes";

/**
 * Deletes a page with its revisions and view counters; its address answers not-found at once.
 * System pages (About, Privacy Policy, Terms) are linked from the site: 409, edit them instead.
 * The audit row keeps the title and slug, so the trail still says what went.
 */
export async function deletePage(
  input: { pageId: number; actor: AuditActor },
  executor?: Executor,
): Promise<{ page_id: number }> {
  return inTransaction(executor, async (tx) => {
    const before = await lockPage(tx, input.pageId);
    if (before.is_system) throw conflict(CONTENT_PAGE_MESSAGES.systemDelete);
    const slug = await publishedSlug(tx, before);
    await tx.delete(contentPages).where(eq(contentPages.page_id, before.page_id));
    await expireAfterCommit(tx, [slug]);
    await auditPage(tx, {
      actor: input.actor,
      pageId: before.page_id,
      action: "deleted",
      changes: pageChanges(before, { title: "", slug: "", status: before.status }),
      context: { title: before.title, slug: before.slug, published_slug: slug },
    });
    return { page_id: before.page_id };
  });
}
