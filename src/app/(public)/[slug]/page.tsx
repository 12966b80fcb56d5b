import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentPageView } from "@/components/content/content-page-view";
import { PageViewBeacon } from "@/components/content/page-view-beacon";
import { fillHtml, fillText, placeholderValues } from "@/lib/content/placeholders";
import { SLUG_PATTERN } from "@/lib/content/slug";
import { getPublishedPage } from "@/server/pages/public-page";
import { getSiteIdentity } from "@/server/settings/site-identity";

// Rendered on the first visit and then served from the cache until a publish expires it.
export const dynamicParams = true;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

/** The published page with the site's facts (name, figures, contacts) filled from Settings. */
async function load(slug: string) {
  if (!SLUG_PATTERN.test(slug)) return null;
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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load((await params).slug);
  if (!page) return {};
  return { title: page.title, description: page.meta_description || undefined };
}

export default async function ContentPage({ params }: Props) {
  const page = await load((await params).slug);
  if (!page) notFound();
  return (
    <>
      <ContentPageView title={page.title} html={page.html} />
      <PageViewBeacon slug={page.slug} />
    </>
  );
}
