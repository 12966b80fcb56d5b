import { Eye, Pencil } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataColumn, type DataPages } from "@/components/ui/data-table";
import type { AdminPageRow } from "@/lib/content/admin-pages";
import { DeletePageButton } from "./delete-page-button";
import { PageStatusBadge } from "./page-status-badge";

const modified = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});
const count = new Intl.NumberFormat("en-GB");

type TitledPage = AdminPageRow & { shownTitle: string };

const COLUMNS: DataColumn<TitledPage>[] = [
  {
    key: "title",
    header: "Title",
    className: "font-medium",
    cell: (page) => (
      <>
        {page.shownTitle}
        {page.is_system && <span className="ml-2 text-xs text-neutral-700">(system)</span>}
      </>
    ),
  },
  { key: "url", header: "URL", className: "font-mono text-xs", cell: (page) => `/${page.slug}` },
  {
    key: "modified",
    header: "Last Modified",
    cell: (page) => (
      <time dateTime={page.updated_at}>{modified.format(new Date(page.updated_at))}</time>
    ),
  },
  {
    key: "status",
    header: "Status",
    cell: (page) => (
      <>
        <PageStatusBadge status={page.status} />
        {page.has_unpublished_changes && (
          <span className="ml-2 text-xs text-neutral-700">Unpublished changes</span>
        )}
      </>
    ),
  },
  { key: "views", header: "Views", align: "right", cell: (page) => count.format(page.views) },
];

/** View opens the public page when published, the administrator's preview otherwise. */
function PageActions({ page }: { page: TitledPage }) {
  const viewHref =
    page.status === "Published" ? `/${page.slug}` : `/admin/pages/${page.page_id}/preview`;
  return (
    <>
      <Button asChild variant="ghost" size="icon">
        <Link href={viewHref} aria-label={`View ${page.shownTitle}`} prefetch={false}>
          <Eye aria-hidden className="size-4" />
        </Link>
      </Button>
      <Button asChild variant="ghost" size="icon">
        <Link href={`/admin/pages/${page.page_id}`} aria-label={`Edit ${page.shownTitle}`}>
          <Pencil aria-hidden className="size-4" />
        </Link>
      </Button>
      {/* System pages can only be edited, never deleted. */}
      {!page.is_system && <DeletePageButton pageId={page.page_id} title={page.shownTitle} />}
    </>
  );
}

/**
 * Title, URL, Last Modified, Status, Views, Actions; a card per page on a phone.
 * `titles` holds each title with the site's facts filled in ({{site_name}} and the like).
 */
export function PagesTable({
  pages,
  titles,
  empty,
  pager,
}: {
  pages: AdminPageRow[];
  titles: Record<number, string>;
  empty: ReactNode;
  /** The list's own pages, under it. */
  pager: DataPages;
}) {
  const rows = pages.map((page) => ({ ...page, shownTitle: titles[page.page_id] ?? page.title }));
  return (
    <DataTable
      caption="Pages"
      columns={COLUMNS}
      rows={rows}
      rowKey={(page) => page.page_id}
      cardTitle={(page) => page.shownTitle}
      actions={(page) => <PageActions page={page} />}
      empty={empty}
      pages={pager}
    />
  );
}
