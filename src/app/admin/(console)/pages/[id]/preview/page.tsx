import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ContentPageView } from "@/components/content/content-page-view";
import { pageIdParamsSchema } from "@/lib/validations/content-page";
import { requirePageRole } from "@/server/auth/guards";
import { previewPage } from "@/server/pages/preview";

export const metadata: Metadata = { title: "Preview", robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/**
 * The saved working copy (a draft included) as visitors would see it once published. It lives in
 * the console, behind the administrator guard, and is never cached; visitors cannot reach it.
 */
export default async function PreviewContentPage({ params }: Props) {
  const raw = await params;
  await requirePageRole("admin", `/admin/pages/${encodeURIComponent(raw.id)}/preview`);
  const parsed = pageIdParamsSchema.safeParse(raw);
  if (!parsed.success) notFound();
  const page = await previewPage(parsed.data.id);
  if (!page) notFound();
  return (
    <div className="flex flex-col gap-4">
      <div
        role="note"
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-900"
      >
        <p>
          Preview of the saved draft of /{page.slug}. Visitors do not see it until it is published.
        </p>
        <Link href={`/admin/pages/${parsed.data.id}`} className="font-medium underline">
          Back to the editor
        </Link>
      </div>
      <div className="rounded-lg border border-neutral-200 bg-white">
        <ContentPageView title={page.title} html={page.html} />
      </div>
    </div>
  );
}
