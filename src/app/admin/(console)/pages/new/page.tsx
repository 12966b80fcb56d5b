import type { Metadata } from "next";
import Link from "next/link";
import { PageEditor } from "@/components/admin/pages/page-editor";
import { placeholderValues } from "@/lib/content/placeholders";
import { requirePageRole } from "@/server/auth/guards";
import { getSiteIdentity } from "@/server/settings/site-identity";

export const metadata: Metadata = { title: "Create Page", robots: { index: false } };

export default async function CreateContentPage() {
  await requirePageRole("admin", "/admin/pages/new");
  const placeholders = placeholderValues(await getSiteIdentity());
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-neutral-900">Create Page</h1>
        <Link href="/admin/pages" className="text-sm font-medium underline underline-offset-4">
          Back to pages
        </Link>
      </div>
      <PageEditor initial={null} placeholders={placeholders} />
    </div>
  );
}
