import "server-only";
import { createHmac } from "node:crypto";
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import { getAuthSecret } from "@/server/auth/secret";
import type { Executor } from "@/server/db/client";
import { contentPages, contentPageViews, contentPageVisitors } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";

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

/**
 * The visitor's mark for one page and day: keyed with the server's secret, so the stored value
 * cannot be turned back into an address by trying them all, and it changes every day.
 */
function visitorHash(input: { pageId: number; day: string; visitor: string }): string {
  return createHmac("sha256", getAuthSecret())
    .update(`page-view\n${input.day}\n${input.pageId}\n${input.visitor}`)
    .digest("base64url");
}

/**
 * Adds one view to today's (UTC) counter of a published page, at most once per visitor (their
 * address), page and day; false when there is no such page or the visitor was counted already.
 */
export async function countPageView(
  input: { slug: string; visitor: string; now?: Date },
  executor?: Executor,
): Promise<boolean> {
  const day = (input.now ?? new Date()).toISOString().slice(0, 10);
  return inTransaction(executor, async (tx) => {
    const [page] = await tx
      .select({ page_id: contentPages.page_id })
      .from(contentPages)
      .where(
        and(
          eq(contentPages.slug, input.slug),
          eq(contentPages.status, "Published"),
          isNotNull(contentPages.published_revision_id),
        ),
      )
      .limit(1);
    if (!page) return false;
    const visitor_hash = visitorHash({ pageId: page.page_id, day, visitor: input.visitor });
    const [first] = await tx
      .insert(contentPageVisitors)
      .values({ page_id: page.page_id, day, visitor_hash })
      .onConflictDoNothing()
      .returning({ page_id: contentPageVisitors.page_id });
    if (!first) return false;
    // Past days' marks can never match again (the day is in the hash): keep only today's.
    await tx
      .delete(contentPageVisitors)
      .where(and(eq(contentPageVisitors.page_id, page.page_id), lt(contentPageVisitors.day, day)));
    await tx
      .insert(contentPageViews)
      .values({ page_id: page.page_id, day, views: 1 })
      .onConflictDoUpdate({
        target: [contentPageViews.page_id, contentPageViews.day],
        set: { views: sql`${contentPageViews.views} + 1` },
      });
    return true;
  });
}
