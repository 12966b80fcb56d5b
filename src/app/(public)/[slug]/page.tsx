import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentPageView } from "@/components/content/content-page-view";
import { PageViewBeacon } from "@/components/content/page-view-beacon";
import { SLUG_PATTERN } from "@/lib/content/slug";
import { getVisitorPage } from "@/server/pages/public-page";

// Rendered on the first visit and then served from the cache until a publish expires it.
export const dynamicParams = true;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

async function load(slug: string) {
  if (!SLUG_PATTERN.test(slug)) return null;
  return getVisitorPage(slug);
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
