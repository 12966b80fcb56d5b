import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/server/db/client";
import { contentPages, contentPageViews } from "@/server/db/schema";

// Crawlers, link previews, monitors and headless browsers announce themselves in the agent.
const BOT_AGENT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|pingdom|monitor|curl|wget|python-requests|httpclient|go-http|axios|node-fetch|^$/i;

export function isLikelyBot(userAgent: string | null): boolean {
  return BOT_AGENT.test(userAgent ?? "");
}

export function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`;
  return /prefetch|prerender/i.test(purpose) || headers.get("next-router-prefetch") !== null;
}

/** Adds one view to today's counter of a published page; false when there is no such page. */
export async function countPageView(slug: string, executor?: Executor): Promise<boolean> {
  const db = executor ?? (await getDb());
  const [page] = await db
    .select({ page_id: contentPages.page_id })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.slug, slug),
        eq(contentPages.status, "Published"),
        isNotNull(contentPages.published_revision_id),
      ),
    )
    .limit(1);
  if (!page) return false;
  await db
    .insert(contentPageViews)
    .values({ page_id: page.page_id, day: sql`(now() at time zone 'utc')::date`, views: 1 })
    .onConflictDoUpdate({
      target: [contentPageViews.page_id, contentPageViews.day],
      set: { views: sql`${contentPageViews.views} + 1` },
    });
  return true;
}
