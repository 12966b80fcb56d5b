import "server-only";
import { eq } from "drizzle-orm";
import type { AdminPage } from "@/lib/content/admin-pages";
import { CONTENT_PAGE_MESSAGES, type ContentPageSaveInput } from "@/lib/validations/content-page";
import type { AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { contentPages } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { isUniqueViolation } from "@/server/http/database-errors";
import { badRequest } from "@/server/http/errors";
import { getAdminPage } from "./admin-queries";
import {
  addRevision,
  assertSlugFree,
  auditPage,
  expireAfterCommit,
  lockPage,
  pageChanges,
  publishedSlug,
  slugTaken,
} from "./page-writes";

function splitInput(input: ContentPageSaveInput) {
  const { action, ...content } = input;
  return { action, content };
}

function rethrowSlugRace(error: unknown): never {
  // Two saves racing for one slug: the unique index decides, the loser gets the field error.
  if (isUniqueViolation(error)) throw slugTaken();
  throw error;
}

/**
 * 'Create Page': the page and its first revision. With action "publish" it is live at once;
 * with "draft" only administrators see it, through the preview.
 */
export async function createPage(
  input: { page: ContentPageSaveInput; actor: AuditActor },
  executor?: Executor,
): Promise<AdminPage> {
  const { action, content } = splitInput(input.page);
  return inTransaction(executor, async (tx) => {
    await assertSlugFree(tx, content.slug, null);
    const [page] = await tx
      .insert(contentPages)
      .values({ ...content, status: "Draft", updated_by: input.actor.id })
      .returning();
    const pageId = page!.page_id;
    const revisionId = await addRevision(tx, pageId, content, action, input.actor);
    const live = action === "publish";
    if (live) {
      await tx
        .update(contentPages)
        .set({ status: "Published", published_revision_id: revisionId, published_at: new Date() })
        .where(eq(contentPages.page_id, pageId));
      await expireAfterCommit(tx, [content.slug]);
    }
    await auditPage(tx, {
      actor: input.actor,
      pageId,
      action: "created",
      changes: pageChanges({}, { ...content, status: live ? "Published" : "Draft" }),
      context: { revision_id: revisionId, save: action },
    });
    return (await getAdminPage(pageId, tx))!;
  }).catch(rethrowSlugRace);
}

/**
 * Save as draft or Publish from the editor. Both keep a revision and update the working copy.
 * A draft leaves the published revision (what visitors see) alone; Publish makes this revision
 * the published one and expires the public copies at the old and the new address at once.
 * A system page keeps its slug: the header, footer and e-mails link to it.
 */
export async function savePage(
  input: { pageId: number; page: ContentPageSaveInput; actor: AuditActor },
  executor?: Executor,
): Promise<AdminPage> {
  const { action, content } = splitInput(input.page);
  return inTransaction(executor, async (tx) => {
    const before = await lockPage(tx, input.pageId);
    if (before.is_system && content.slug !== before.slug)
      throw badRequest(CONTENT_PAGE_MESSAGES.systemSlug, {
        slug: CONTENT_PAGE_MESSAGES.systemSlug,
      });
    if (content.slug !== before.slug) await assertSlugFree(tx, content.slug, before.page_id);
    const revisionId = await addRevision(tx, before.page_id, content, action, input.actor);
    const live = action === "publish";
    const oldPublishedSlug = await publishedSlug(tx, before);
    const now = new Date();
    const after = {
      ...content,
      updated_at: now,
      updated_by: input.actor.id,
      ...(live
        ? { status: "Published" as const, published_revision_id: revisionId, published_at: now }
        : {}),
    };
    await tx.update(contentPages).set(after).where(eq(contentPages.page_id, before.page_id));
    if (live) await expireAfterCommit(tx, [oldPublishedSlug, content.slug]);
    await auditPage(tx, {
      actor: input.actor,
      pageId: before.page_id,
      action: live ? "published" : "draft_saved",
      changes: pageChanges(before, after),
      context: { revision_id: revisionId },
    });
    return (await getAdminPage(before.page_id, tx))!;
  }).catch(rethrowSlugRace);
}
