import type { Metadata } from "next";
import Link from "next/link";
import { PageSearch } from "@/components/admin/pages/page-search";
import { PagesTable } from "@/components/admin/pages/pages-table";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { listPages } from "@/components/ui/data-table";
import { StatCard } from "@/components/ui/stat-card";
import { fillText, placeholderValues } from "@/lib/content/placeholders";
import { requirePageRole } from "@/server/auth/guards";
import { adminPageStats, listAdminPages, pageListParamsSchema } from "@/server/pages/admin-queries";
import { getSiteIdentity } from "@/server/settings/site-identity";

export const metadata: Metadata = { title: "Page Management", robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;
const count = new Intl.NumberFormat("en-GB");

export default async function AdminPagesPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requirePageRole("admin", "/admin/pages");
  const search = await searchParams;
  const raw = { q: one(search.q), page: one(search.page) };
  const parsed = pageListParamsSchema.safeParse(
    Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined)),
  );
  const params = parsed.success ? parsed.data : pageListParamsSchema.parse({});
  const [list, stats, site] = await Promise.all([
    listAdminPages(params),
    adminPageStats(),
    getSiteIdentity(),
  ]);
  const values = placeholderValues(site);
  const titles = Object.fromEntries(list.data.map((p) => [p.page_id, fillText(p.title, values)]));
  const query = params.q ? new URLSearchParams({ q: params.q }).toString() : "";
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
      <PageSearch q={params.q ?? ""} />
      <PagesTable
        pages={list.data}
        titles={titles}
        pager={listPages("/admin/pages", query, params, list.pagination.total, "Page list pages")}
        empty={<EmptyState title="No pages found" description="Try another title or URL." />}
      />
    </div>
  );
}
