import type { Metadata } from "next";
import { PageEditor } from "@/components/admin/pages/page-editor";
import { placeholderValues } from "@/lib/content/placeholders";
import { requirePageRole } from "@/server/auth/guards";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { PageHeader } from "@/components/ui/page-header";
import { HeaderLink } from "@/app/_shared/header-link";

export const metadata: Metadata = { title: "Create Page", robots: { index: false } };

export default async function CreateContentPage() {
  await requirePageRole("admin", "/admin/pages/new");
  const placeholders = placeholderValues(await getSiteIdentity());
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Create Page"
        actions={<HeaderLink href="/admin/pages">Back to pages</HeaderLink>}
      />
      <PageEditor initial={null} placeholders={placeholders} />
    </div>
  );
}
