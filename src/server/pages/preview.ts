import "server-only";
import { renderMarkdown } from "@/lib/content/markdown";
import { fillText, placeholderValues } from "@/lib/content/placeholders";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { getAdminPage } from "./admin-queries";
import type { PublicContentPage } from "./public-page";

/**
 * An administrator's preview of the working copy (a draft included), rendered exactly as the
 * public route renders a published revision: sanitised Markdown with the site's facts filled in.
 * Never cached; only the console's preview page calls it, behind the administrator guard.
 */
export async function previewPage(pageId: number): Promise<PublicContentPage | null> {
  const [page, site] = await Promise.all([getAdminPage(pageId), getSiteIdentity()]);
  if (!page) return null;
  const values = placeholderValues(site);
  return {
    slug: page.slug,
    title: fillText(page.title, values),
    meta_description: fillText(page.meta_description, values),
    html: renderMarkdown(page.body_markdown, values),
  };
}
