import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageEditor } from "@/components/admin/pages/page-editor";
import { fillText, placeholderValues } from "@/lib/content/placeholders";
import { pageIdParamsSchema } from "@/lib/validations/content-page";
import { requirePageRole } from "@/server/auth/guards";
import { getAdminPage, listRevisions } from "@/server/pages/admin-queries";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { PageHeader } from "@/components/ui/page-header";
import { HeaderLink } from "@/app/_shared/header-link";

export const metadata: Metadata = { title: "Edit Page", robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

export default async function EditContentPage({ params }: Props) {
  const raw = await params;
  await requirePageRole("admin", `/admin/pages/${encodeURIComponent(raw.id)}`);
  const parsed = pageIdParamsSchema.safeParse(raw);
  if (!parsed.success) notFound();
  const [page, revisions, site] = await Promise.all([
    getAdminPage(parsed.data.id),
    listRevisions(parsed.data.id),
    getSiteIdentity(),
  ]);
  if (!page) notFound();
  const placeholders = placeholderValues(site);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`Edit page: ${fillText(page.title, placeholders)}`}
        actions={<HeaderLink href="/admin/pages">Back to pages</HeaderLink>}
      />
      <PageEditor initial={page} revisions={revisions} placeholders={placeholders} />
    </div>
  );
}
