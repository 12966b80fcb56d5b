import type { Metadata } from "next";
import { AddPartnerDialog } from "@/components/admin/partners/add-partner-dialog";
import { PartnersTable } from "@/components/admin/partners/partners-table";
import { PayoutsSection } from "@/components/admin/partners/payouts-section";
import { EmptyState } from "@/components/ui/empty-state";
import { listPages } from "@/components/ui/data-table";
import { ListFilters, type FilterDefinition } from "@/components/ui/list-filters";
import { StatCard } from "@/components/ui/stat-card";
import { getServerConfig } from "@/env";
import { formatPence } from "@/lib/money";
import { guestPageUrl } from "@/lib/partners/partner-host";
import { requirePageRole } from "@/server/auth/guards";
import { readListParams } from "@/server/http/list-params";
import { listPayouts, payoutListParamsSchema } from "@/server/partners/ledger/payout-list";
import {
  listAdminPartners,
  partnerCounts,
  partnerListParamsSchema,
} from "@/server/partners/admin-partner-list";
import { PageHeader } from "@/components/ui/page-header";
import { HeaderLink } from "@/app/_shared/header-link";
import { statusFilter } from "@/components/ui/select-choices";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Partner Management", robots: { index: false } };

const PARTNER_FILTERS: readonly FilterDefinition[] = [
  { kind: "search", name: "q", label: "Search partners" },
  statusFilter(["Active", "Pending", "Inactive"]),
];

export default async function AdminPartnersPage({ searchParams }: SearchParamsProps) {
  await requirePageRole("admin", "/admin/partners");
  const search = await searchParams;
  const { params, query } = readListParams(partnerListParamsSchema, search);
  const [counts, list] = await Promise.all([partnerCounts(), listAdminPartners(params)]);
  const config = getServerConfig();
  // The payouts below are a second list on the page, under their own `payout_` names.
  const payoutList = readListParams(payoutListParamsSchema, {
    status: search.payout_status,
    page: search.payout_page,
  }).params;
  const payoutStatus = payoutList.status;
  const payoutPage = payoutList.page;
  const payouts = await listPayouts({ ...payoutList, page_size: 10 });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Partner Management"
        actions={
          <>
            <HeaderLink href="/admin/partners/tickets">Tickets inbox</HeaderLink>
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
      <ListFilters label="Partner filters" filters={PARTNER_FILTERS} />
      <PartnersTable
        partners={list.data}
        guestPageUrl={(slug) => guestPageUrl(slug, config.siteUrl, config.partnerRootDomain)}
        empty={<EmptyState title="No partners found" description="Try another search or status." />}
        pager={listPages("/admin/partners", query, params, list.pagination.total, "Partner pages")}
      />
      <PayoutsSection status={payoutStatus} page={payoutPage} list={payouts} />
    </div>
  );
}
