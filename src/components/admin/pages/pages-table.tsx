import { Eye, Pencil } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { AdminPageRow } from "@/lib/content/admin-pages";
import { DeletePageButton } from "./delete-page-button";
import { PageStatusBadge } from "./page-status-badge";

const modified = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});
const count = new Intl.NumberFormat("en-GB");

/**
 * Title, URL, Last Modified, Status, Views, Actions. View opens the public page when published,
 * the administrator's preview otherwise; system pages have no Delete (they can only be edited).
 * `titles` holds each title with the site's facts filled in ({{site_name}} and the like).
 */
export function PagesTable({
  pages,
  titles,
}: {
  pages: AdminPageRow[];
  titles: Record<number, string>;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>URL</TableHead>
          <TableHead>Last Modified</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Views</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {pages.map((page) => {
          const title = titles[page.page_id] ?? page.title;
          const viewHref =
            page.status === "Published" ? `/${page.slug}` : `/admin/pages/${page.page_id}/preview`;
          return (
            <TableRow key={page.page_id}>
              <TableCell className="font-medium">
                {title}
                {page.is_system && <span className="ml-2 text-xs text-neutral-700">(system)</span>}
              </TableCell>
              <TableCell className="font-mono text-xs">/{page.slug}</TableCell>
              <TableCell>
                <time dateTime={page.updated_at}>{modified.format(new Date(page.updated_at))}</time>
              </TableCell>
              <TableCell>
                <PageStatusBadge status={page.status} />
                {page.has_unpublished_changes && (
                  <span className="ml-2 text-xs text-neutral-700">Unpublished changes</span>
                )}
              </TableCell>
              <TableCell className="text-right">{count.format(page.views)}</TableCell>
              <TableCell>
                <div className="flex items-center gap-1">
                  <Button asChild variant="ghost" size="icon">
                    <Link href={viewHref} aria-label={`View ${title}`} prefetch={false}>
                      <Eye aria-hidden className="size-4" />
                    </Link>
                  </Button>
                  <Button asChild variant="ghost" size="icon">
                    <Link href={`/admin/pages/${page.page_id}`} aria-label={`Edit ${title}`}>
                      <Pencil aria-hidden className="size-4" />
                    </Link>
                  </Button>
                  {!page.is_system && <DeletePageButton pageId={page.page_id} title={title} />}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
