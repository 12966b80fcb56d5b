import "server-only";
import { and, eq } from "drizzle-orm";
import type { AdminPage } from "@/lib/content/admin-pages";
import { CONTENT_PAGE_MESSAGES } from "@/lib/validations/content-page";
import type { AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { contentPageRevisions, contentPages } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { isUniqueViolation } from "@/server/http/database-errors";
import { notFound } from "@/server/http/errors";
import { getAdminPage } from "./admin-queries";
import {
  addRevision,
  assertSlugFree,
  auditPage,
  lockPage,
  pageChanges,
  slugTaken,
} from "./page-writes";

/**
 * Restore: the revision's content becomes the working copy as a new revision ("restore"), so the
 * history only grows. Restoring never publishes: on a published page visitors keep the published
 * revision until the administrator presses Publish, the same rule as Save as draft. A system
 * page keeps its slug whatever the old revision said.
 */
export async function restoreRevision(
  input: { pageId: number; revisionId: number; actor: AuditActor },
  executor?: Executor,
): Promise<AdminPage> {
  return inTransaction(executor, async (tx) => {
    const before = await lockPage(tx, input.pageId);
    const [revision] = await tx
      .select()
      .from(contentPageRevisions)
      .where(
        and(
          eq(contentPageRevisions.page_id, before.page_id),
          eq(contentPageRevisions.revision_id, input.revisionId),
        ),
      );
    if (!revision) throw notFound(CONTENT_PAGE_MESSAGES.revisionNotFound);
    const slug = before.is_system ? before.slug : revision.slug;
    if (slug !== before.slug) await assertSlugFree(tx, slug, before.page_id);
    const content = {
      title: revision.title,
      slug,
      meta_description: revision.meta_description,
      body_markdown: revision.body_markdown,
    };
    const revisionId = await addRevision(tx, before.page_id, content, "restore", input.actor);
    const after = { ...content, updated_at: new Date(), updated_by: input.actor.id };
    await tx.update(contentPages).set(after).where(eq(contentPages.page_id, before.page_id));
    await auditPage(tx, {
      actor: input.actor,
      pageId: before.page_id,
      action: "revision_restored",
      changes: pageChanges(before, after),
      context: { revision_id: revisionId, restored_from: revision.revision_id },
    });
    return (await getAdminPage(before.page_id, tx))!;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  });
}
