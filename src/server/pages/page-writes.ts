import "server-only";
import { and, eq, ne, or } from "drizzle-orm";
import type { RevisionAction } from "@/lib/content/admin-pages";
import { isReservedSlug, SLUG_MESSAGES } from "@/lib/content/slug";
import { CONTENT_PAGE_MESSAGES, type ContentPageInput } from "@/lib/validations/content-page";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import { contentPageRevisions, contentPages, type AuditChanges } from "@/server/db/schema";
import { afterCommit } from "@/server/db/transaction";
import { AppError, badRequest } from "@/server/http/errors";
import { expirePublicPages } from "./cache";
import { lockRowOrNotFound } from "@/server/db/lock-row";

export type ContentPageRow = typeof contentPages.$inferSelect;

/** The page row locked for the rest of the transaction, so two saves never interleave. */
export async function lockPage(tx: Transaction, pageId: number): Promise<ContentPageRow> {
  return lockRowOrNotFound(
    tx,
    contentPages,
    eq(contentPages.page_id, pageId),
    CONTENT_PAGE_MESSAGES.notFound,
  );
}

export const slugTaken = () =>
  new AppError("CONFLICT", CONTENT_PAGE_MESSAGES.slugTaken, {
    errors: { slug: CONTENT_PAGE_MESSAGES.slugTaken },
  });

/**
 * A slug is free when no other page holds it, neither as its working copy nor as the address its
 * published revision is served at (a page whose draft moved keeps its old address until publish).
 */
export async function assertSlugFree(
  tx: Transaction,
  slug: string,
  pageId: number | null,
): Promise<void> {
  if (isReservedSlug(slug))
    throw badRequest(SLUG_MESSAGES.reserved, { slug: SLUG_MESSAGES.reserved });
  const [clash] = await tx
    .select({ page_id: contentPages.page_id })
    .from(contentPages)
    .leftJoin(
      contentPageRevisions,
      eq(contentPageRevisions.revision_id, contentPages.published_revision_id),
    )
    .where(
      and(
        pageId === null ? undefined : ne(contentPages.page_id, pageId),
        or(
          eq(contentPages.slug, slug),
          and(eq(contentPages.status, "Published"), eq(contentPageRevisions.slug, slug)),
        ),
      ),
    )
    .limit(1);
  if (clash) throw slugTaken();
}

/** Keeps the content as a revision (who, when, what the save did); answers its id. */
export async function addRevision(
  tx: Transaction,
  pageId: number,
  content: ContentPageInput,
  action: RevisionAction,
  actor: AuditActor,
): Promise<number> {
  const [revision] = await tx
    .insert(contentPageRevisions)
    .values({ page_id: pageId, ...content, action, created_by: actor.id })
    .returning({ revision_id: contentPageRevisions.revision_id });
  return revision!.revision_id;
}

/** The slug visitors reach the page at today, or null when it is not published. */
export async function publishedSlug(tx: Transaction, page: ContentPageRow): Promise<string | null> {
  if (page.status !== "Published" || page.published_revision_id === null) return null;
  const [row] = await tx
    .select({ slug: contentPageRevisions.slug })
    .from(contentPageRevisions)
    .where(eq(contentPageRevisions.revision_id, page.published_revision_id));
  return row?.slug ?? null;
}

/** The public copies at these slugs expire once the change has committed, never before. */
export async function expireAfterCommit(
  tx: Transaction,
  slugs: readonly (string | null)[],
): Promise<void> {
  const present = slugs.filter((slug): slug is string => slug !== null);
  if (present.length === 0) return;
  await afterCommit(tx, async () => expirePublicPages(present));
}

const TEXT_FIELDS = ["title", "slug", "meta_description", "status"] as const;

/**
 * `{ field: { old, new } }` for a page. The body is summarised by its length: the revisions keep
 * the full texts, so the audit trail need not carry two copies of a long page per save.
 */
export function pageChanges(
  before: Partial<ContentPageRow>,
  after: Partial<ContentPageRow>,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of TEXT_FIELDS) {
    if (!(field in after) || before[field] === after[field]) continue;
    changes[field] = { old: before[field] ?? null, new: after[field] ?? null };
  }
  if ("body_markdown" in after && before.body_markdown !== after.body_markdown)
    changes.body_markdown = {
      old: before.body_markdown === undefined ? null : `${before.body_markdown.length} characters`,
      new: `${after.body_markdown?.length ?? 0} characters`,
    };
  return changes;
}

export async function auditPage(
  tx: Transaction,
  event: {
    actor: AuditActor;
    pageId: number;
    action: string;
    changes?: AuditChanges;
    context?: Record<string, unknown>;
  },
): Promise<void> {
  await recordAudit(tx, {
    actor: event.actor,
    entity: { kind: "page", id: event.pageId },
    action: event.action,
    changes: event.changes,
    context: event.context,
  });
}

export function contentOf(page: ContentPageRow): ContentPageInput {
  return {
    title: page.title,
    slug: page.slug,
    meta_description: page.meta_description,
    body_markdown: page.body_markdown,
  };
}
