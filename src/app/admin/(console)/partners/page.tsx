import type { Metadata } from "next";
import Link from "next/link";
import { AddPartnerDialog } from "@/components/admin/partners/add-partner-dialog";
import { PartnersTable } from "@/components/admin/partners/partners-table";
import { PartnerFilters } from "@/components/admin/partners/partner-filters";
import { PayoutsSection } from "@/components/admin/partners/payouts-section";
import { PAYOUT_STATUSES } from "@/lib/commissions/labels";
import { EmptyState } from "@/components/ui/empty-state";
import { listPages } from "@/components/ui/data-table";
import { StatCard } from "@/components/ui/stat-card";
import { getServerConfig } from "@/env";
import { formatPence } from "@/lib/money";
import { guestPageUrl } from "@/lib/partners/partner-host";
import { requirePageRole } from "@/server/auth/guards";
import { listPayouts } from "@/server/partners/ledger/payout-list";
import {
  listAdminPartners,
  partnerCounts,
  partnerListParamsSchema,
} from "@/server/partners/admin-partner-list";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Partner Management", robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;

export default async function AdminPartnersPage({
  searchParams,
}: {
  searchParams: Promise<Search>;
}) {
  await requirePageRole("admin", "/admin/partners");
  const search = await searchParams;
  const raw = { q: one(search.q), status: one(search.status), page: one(search.page) };
  const parsed = partnerListParamsSchema.safeParse(
    Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)),
  );
  const params = parsed.success ? parsed.data : partnerListParamsSchema.parse({});
  const [counts, list] = await Promise.all([partnerCounts(), listAdminPartners(params)]);
  const config = getServerConfig();
  const payoutStatus = PAYOUT_STATUSES.find((value) => value === one(search.payout_status));
  const payoutPage = Math.min(10_000, Math.max(1, Number(one(search.payout_page)) || 1));
  const payouts = await listPayouts({ page: payoutPage, page_size: 10, status: payoutStatus });
  const query = new URLSearchParams();
  if (params.q) query.set("q", params.q);
  if (params.status && params.status !== "all") query.set("status", params.status);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Partner Management"
        actions={
          <>
            <Link
              href="/admin/partners/tickets"
              className="text-sm font-medium underline underline-offset-4"
            >
              Tickets inbox
            </Link>
            <AddPartnerDialog />
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Partners" value={counts.total} />
        <StatCard title="Active" value={counts.active} />
        <StatCard title="Average Rating" value={counts.average_rating ?? "—"} />
        <StatCard title="Total Revenue" value={formatPence(counts.revenue_pence)} />
      </div>
      <PartnerFilters q={params.q ?? ""} status={params.status ?? "all"} />
      <PartnersTable
        partners={list.data}
        guestPageUrl={(slug) => guestPageUrl(slug, config.siteUrl, config.partnerRootDomain)}
        empty={<EmptyState title="No partners found" description="Try another search or status." />}
        pager={listPages(
          "/admin/partners",
          query.toString(),
          params,
          list.pagination.total,
          "Partner pages",
        )}
      />
      <PayoutsSection status={payoutStatus} page={payoutPage} list={payouts} />
    </div>
  );
}
