import "server-only";
import { and, eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { fillHtml, renderMarkdown } from "@/lib/content/markdown";
import { fillText, placeholderValues } from "@/lib/content/placeholders";
import { getCacheNamespace, getDb, type Executor } from "@/server/db/client";
import { contentPageRevisions, contentPages } from "@/server/db/schema";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { contentPageKeyParts, contentPagesTag, contentPageTag, isOutsideNextError } from "./cache";

export interface PublicContentPage {
  slug: string;
  title: string;
  meta_description: string;
  html: string;
}

/** The published revision at a slug, rendered and sanitised (null: no such published page). */
export async function readPublishedPage(
  slug: string,
  executor?: Executor,
): Promise<PublicContentPage | null> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({
      slug: contentPageRevisions.slug,
      title: contentPageRevisions.title,
      meta_description: contentPageRevisions.meta_description,
      body_markdown: contentPageRevisions.body_markdown,
    })
    .from(contentPages)
    .innerJoin(
      contentPageRevisions,
      eq(contentPageRevisions.revision_id, contentPages.published_revision_id),
    )
    .where(and(eq(contentPages.status, "Published"), eq(contentPageRevisions.slug, slug)))
    .limit(1);
  if (!row) return null;
  const { body_markdown: markdown, ...page } = row;
  return { ...page, html: renderMarkdown(markdown) };
}

/**
 * What the public route reads: cached under the page's tag until a publish expires it, so page
 * views cost no query; key and tags name the database it came from (cache.ts). Outside a Next.js
 * server (tests, scripts) it reads the database.
 */
export async function getPublishedPage(slug: string): Promise<PublicContentPage | null> {
  const namespace = await getCacheNamespace();
  const cached = unstable_cache(
    () => readPublishedPage(slug),
    contentPageKeyParts(namespace, slug),
    { tags: [contentPageTag(namespace, slug), contentPagesTag(namespace)] },
  );
  try {
    return await cached();
  } catch (error) {
    if (isOutsideNextError(error)) return readPublishedPage(slug);
    throw error;
  }
}

/**
 * The page as visitors see it: the cached published revision with the site's facts (name,
 * figures, contacts) filled from the cached Settings, so neither costs a query per view.
 */
export async function getVisitorPage(slug: string): Promise<PublicContentPage | null> {
  const [page, site] = await Promise.all([getPublishedPage(slug), getSiteIdentity()]);
  if (!page) return null;
  const values = placeholderValues(site);
  return {
    ...page,
    title: fillText(page.title, values),
    meta_description: fillText(page.meta_description, values),
    html: fillHtml(page.html, values),
  };
}
