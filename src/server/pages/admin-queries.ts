import "server-only";
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  AdminPage,
  AdminPageRow,
  AdminPageStats,
  AdminRevision,
  AdminRevisionSummary,
  RevisionAction,
} from "@/lib/content/admin-pages";
import { renderMarkdown } from "@/lib/content/markdown";
import { getDb, type Executor } from "@/server/db/client";
import { inDirection, likePattern, numberedPage, rowsMatching } from "@/server/db/paging";
import { contentPageRevisions, contentPages, contentPageViews, users } from "@/server/db/schema";
import { listParamsSchema, type ListPagination } from "@/server/http/list-params";
import type { z } from "zod";

type ContentPageRow = typeof contentPages.$inferSelect;

/** GET /api/admin/pages: `?q&page&page_size` (q searches title and slug). */
export const pageListParamsSchema = listParamsSchema({ sorts: ["updated_at"], filters: {} });
export type PageListParams = z.output<typeof pageListParamsSchema>;

// Correlated subqueries, written out with table names: drizzle leaves columns unqualified inside
// sql``, and both tables have a page_id.
const latestRevision = sql<
  number | null
>`(select max(r.revision_id) from content_page_revisions r where r.page_id = "content_pages"."page_id")`;
const viewsTotal = sql<number>`(select coalesce(sum(v.views), 0) from content_page_views v where v.page_id = "content_pages"."page_id")`;

function rowView(page: ContentPageRow, views: number, latest: number | null): AdminPageRow {
  return {
    page_id: page.page_id,
    title: page.title,
    slug: page.slug,
    status: page.status,
    is_system: page.is_system,
    has_unpublished_changes:
      page.status === "Published" && latest !== null && latest !== page.published_revision_id,
    updated_at: page.updated_at.toISOString(),
    views: Number(views),
  };
}

/** One page of the table, newest change first, each with its views over all days. */
export async function listAdminPages(
  params: PageListParams,
  executor?: Executor,
): Promise<{ data: AdminPageRow[]; pagination: ListPagination }> {
  const db = executor ?? (await getDb());
  const pattern = params.q ? likePattern(params.q) : null;
  const where = pattern
    ? or(ilike(contentPages.title, pattern), ilike(contentPages.slug, pattern))
    : undefined;
  const direction = params.sort?.direction ?? "desc";
  const { rows, pagination } = await numberedPage(
    db,
    db
      .select({ page: contentPages, views: viewsTotal, latest: latestRevision })
      .from(contentPages)
      .where(where)
      .orderBy(inDirection(contentPages.updated_at, direction), contentPages.page_id)
      .$dynamic(),
    rowsMatching(db, contentPages, where),
    params,
  );
  return { data: rows.map((row) => rowView(row.page, row.views, row.latest)), pagination };
}

/** Total Pages, Published Pages and Total Views (every visitor view counted so far). */
export async function adminPageStats(executor?: Executor): Promise<AdminPageStats> {
  const db = executor ?? (await getDb());
  const [pages] = await db
    .select({
      total_pages: sql<number>`count(*)`.mapWith(Number),
      published_pages:
        sql<number>`count(*) filter (where ${contentPages.status} = 'Published')`.mapWith(Number),
    })
    .from(contentPages);
  const [views] = await db
    .select({ total: sql<number>`coalesce(sum(${contentPageViews.views}), 0)`.mapWith(Number) })
    .from(contentPageViews);
  return {
    total_pages: pages?.total_pages ?? 0,
    published_pages: pages?.published_pages ?? 0,
    total_views: views?.total ?? 0,
  };
}

const published = alias(contentPageRevisions, "published_revision");

/** The editor's page, or null. */
export async function getAdminPage(pageId: number, executor?: Executor): Promise<AdminPage | null> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({
      page: contentPages,
      views: viewsTotal,
      latest: latestRevision,
      published_slug: published.slug,
    })
    .from(contentPages)
    .leftJoin(published, eq(published.revision_id, contentPages.published_revision_id))
    .where(eq(contentPages.page_id, pageId))
    .limit(1);
  if (!row) return null;
  const { page } = row;
  return {
    ...rowView(page, row.views, row.latest),
    meta_description: page.meta_description,
    body_markdown: page.body_markdown,
    published_revision_id: page.status === "Published" ? page.published_revision_id : null,
    published_slug: page.status === "Published" ? row.published_slug : null,
    published_at: page.published_at?.toISOString() ?? null,
  };
}

const revisionColumns = {
  revision: contentPageRevisions,
  first_name: users.first_name,
  last_name: users.last_name,
  published_revision_id: contentPages.published_revision_id,
  status: contentPages.status,
};

type RevisionRow = {
  revision: typeof contentPageRevisions.$inferSelect;
  first_name: string | null;
  last_name: string | null;
  published_revision_id: number | null;
  status: string;
};

function summaryOf(row: RevisionRow): AdminRevisionSummary {
  const { revision } = row;
  const name = `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim();
  return {
    revision_id: revision.revision_id,
    action: revision.action as RevisionAction,
    title: revision.title,
    slug: revision.slug,
    created_at: revision.created_at.toISOString(),
    created_by_name: name || null,
    is_published: row.status === "Published" && row.published_revision_id === revision.revision_id,
  };
}

function revisionQuery(db: Executor) {
  return db
    .select(revisionColumns)
    .from(contentPageRevisions)
    .innerJoin(contentPages, eq(contentPages.page_id, contentPageRevisions.page_id))
    .leftJoin(users, eq(users.user_id, contentPageRevisions.created_by));
}

/** The revisions panel, newest first (capped: a page saved thousands of times shows its latest). */
export async function listRevisions(
  pageId: number,
  executor?: Executor,
): Promise<AdminRevisionSummary[]> {
  const db = executor ?? (await getDb());
  const rows = await revisionQuery(db)
    .where(eq(contentPageRevisions.page_id, pageId))
    .orderBy(desc(contentPageRevisions.revision_id))
    .limit(200);
  return rows.map(summaryOf);
}

/** One revision of one page (another page's revision id answers null, like a missing one). */
export async function getRevision(
  pageId: number,
  revisionId: number,
  executor?: Executor,
): Promise<AdminRevision | null> {
  const db = executor ?? (await getDb());
  const [row] = await revisionQuery(db)
    .where(
      and(
        eq(contentPageRevisions.page_id, pageId),
        eq(contentPageRevisions.revision_id, revisionId),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    ...summaryOf(row),
    meta_description: row.revision.meta_description,
    body_markdown: row.revision.body_markdown,
    html: renderMarkdown(row.revision.body_markdown),
  };
}
