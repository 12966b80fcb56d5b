import Link from "next/link";
import type { AdminPage } from "@/lib/content/admin-pages";
import { PageStatusBadge } from "./page-status-badge";

/** Where the page stands: its status, what visitors see, and the preview of the saved draft. */
export function PageEditorStatus({ page }: { page: AdminPage }) {
  const draftDiffers = page.status === "Draft" || page.has_unpublished_changes;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-neutral-200 bg-white p-4 text-sm">
      <PageStatusBadge status={page.status} />
      <p className="text-neutral-800">
        {page.status === "Published"
          ? page.has_unpublished_changes
            ? "Visitors see the published version until you publish the saved draft."
            : "Visitors see this version."
          : "Only administrators can see this page."}
      </p>
      {page.published_slug && (
        <Link href={`/${page.published_slug}`} prefetch={false} className="font-medium underline">
          View live page
        </Link>
      )}
      {draftDiffers && (
        <Link
          href={`/admin/pages/${page.page_id}/preview`}
          prefetch={false}
          className="font-medium underline"
        >
          Preview draft
        </Link>
      )}
    </div>
  );
}
