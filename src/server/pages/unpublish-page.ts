import "server-only";
import { eq } from "drizzle-orm";
import type { AdminPage } from "@/lib/content/admin-pages";
import { CONTENT_PAGE_MESSAGES } from "@/lib/validations/content-page";
import type { AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { contentPages } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { conflict } from "@/server/http/errors";
import { getAdminPage } from "./admin-queries";
import {
  addRevision,
  auditPage,
  contentOf,
  expireAfterCommit,
  lockPage,
  pageChanges,
  publishedSlug,
} from "./page-writes";

/**
 * Unpublish: visitors get the not-found page at once; the working copy and its revisions stay,
 * so Publish brings it back. System pages are linked from every page, so they stay published.
 */
export async function unpublishPage(
  input: { pageId: number; actor: AuditActor },
  executor?: Executor,
): Promise<AdminPage> {
  return inTransaction(executor, async (tx) => {
    const before = await lockPage(tx, input.pageId);
    if (before.is_system) throw conflict(CONTENT_PAGE_MESSAGES.systemUnpublish);
    if (before.status !== "Published") throw conflict(CONTENT_PAGE_MESSAGES.notPublished);
    const slug = await publishedSlug(tx, before);
    const revisionId = await addRevision(
      tx,
      before.page_id,
      contentOf(before),
      "unpublish",
      input.actor,
    );
    const after = {
      status: "Draft" as const,
      published_revision_id: null,
      published_at: null,
      updated_at: new Date(),
      updated_by: input.actor.id,
    };
    await tx.update(contentPages).set(after).where(eq(contentPages.page_id, before.page_id));
    await expireAfterCommit(tx, [slug]);
    await auditPage(tx, {
      actor: input.actor,
      pageId: before.page_id,
      action: "unpublished",
      changes: pageChanges(before, after),
      context: { revision_id: revisionId, slug },
    });
    return (await getAdminPage(before.page_id, tx))!;
  });
}
