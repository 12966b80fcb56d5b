import type { Metadata } from "next";
import Link from "next/link";
import { PagesTable } from "@/components/admin/pages/pages-table";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { listPages } from "@/components/ui/data-table";
import { ListFilters } from "@/components/ui/list-filters";
import { StatCard } from "@/components/ui/stat-card";
import { fillText, placeholderValues } from "@/lib/content/placeholders";
import { requirePageRole } from "@/server/auth/guards";
import { readListParams } from "@/server/http/list-params";
import { adminPageStats, listAdminPages, pageListParamsSchema } from "@/server/pages/admin-queries";
import { getSiteIdentity } from "@/server/settings/site-identity";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Page Management", robots: { index: false } };

const count = new Intl.NumberFormat("en-GB");

export default async function AdminPagesPage({ searchParams }: SearchParamsProps) {
  await requirePageRole("admin", "/admin/pages");
  const { params, query } = readListParams(pageListParamsSchema, await searchParams);
  const [list, stats, site] = await Promise.all([
    listAdminPages(params),
    adminPageStats(),
    getSiteIdentity(),
  ]);
  const values = placeholderValues(site);
  const titles = Object.fromEntries(list.data.map((p) => [p.page_id, fillText(p.title, values)]));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Page Management"
        actions={
          <Button asChild>
            <Link href="/admin/pages/new">Create Page</Link>
          </Button>
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard title="Total Pages" value={count.format(stats.total_pages)} />
        <StatCard title="Published Pages" value={count.format(stats.published_pages)} />
        <StatCard title="Total Views" value={count.format(stats.total_views)} />
      </div>
      <ListFilters
        label="Page filters"
        filters={[
          { kind: "search", name: "q", label: "Search pages", placeholder: "Title or URL" },
        ]}
      />
      <PagesTable
        pages={list.data}
        titles={titles}
        pager={listPages("/admin/pages", query, params, list.pagination.total, "Page list pages")}
        empty={<EmptyState title="No pages found" description="Try another title or URL." />}
      />
    </div>
  );
}
