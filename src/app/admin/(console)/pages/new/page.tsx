import type { Metadata } from "next";
import Link from "next/link";
import { PageEditor } from "@/components/admin/pages/page-editor";
import { placeholderValues } from "@/lib/content/placeholders";
import { requirePageRole } from "@/server/auth/guards";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Create Page", robots: { index: false } };

export default async function CreateContentPage() {
  await requirePageRole("admin", "/admin/pages/new");
  const placeholders = placeholderValues(await getSiteIdentity());
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Create Page"
        actions={
          <Link href="/admin/pages" className="text-sm font-medium underline underline-offset-4">
            Back to pages
          </Link>
        }
      />
      <PageEditor initial={null} placeholders={placeholders} />
    </div>
  );
}
