import type { Metadata } from "next";
import Link from "next/link";
import { AddPartnerDialog } from "@/components/admin/partners/add-partner-dialog";
import { PartnerCard } from "@/components/admin/partners/partner-card";
import { PayoutsSection } from "@/components/admin/partners/payouts-section";
import { EmptyState } from "@/components/ui/empty-state";
import { LinkPagination } from "@/components/ui/link-pagination";
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

export const metadata: Metadata = { title: "Partner Management", robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;

const PARTNER_FILTERS: readonly FilterDefinition[] = [
  { kind: "search", name: "q", label: "Search partners" },
  {
    kind: "select",
    name: "status",
    label: "Status",
    emptyValue: "all",
    options: [
      { value: "all", label: "All" },
      { value: "Active", label: "Active" },
      { value: "Pending", label: "Pending" },
      { value: "Inactive", label: "Inactive" },
    ],
  },
];

export default async function AdminPartnersPage({
  searchParams,
}: {
  searchParams: Promise<Search>;
}) {
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
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-neutral-900">Partner Management</h1>
        <div className="flex flex-wrap items-center gap-4">
          <Link
            href="/admin/partners/tickets"
            className="text-sm font-medium underline underline-offset-4"
          >
            Tickets inbox
          </Link>
          <AddPartnerDialog />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Partners" value={counts.total} />
        <StatCard title="Active" value={counts.active} />
        <StatCard title="Average Rating" value={counts.average_rating ?? "—"} />
        <StatCard title="Total Revenue" value={formatPence(counts.revenue_pence)} />
      </div>
      <ListFilters label="Partner filters" filters={PARTNER_FILTERS} />
      {list.data.length === 0 ? (
        <EmptyState title="No partners found" description="Try another search or status." />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Partners">
          {list.data.map((partner) => (
            <PartnerCard
              key={partner.partner_id}
              partner={partner}
              guestPageUrl={guestPageUrl(partner.slug, config.siteUrl, config.partnerRootDomain)}
            />
          ))}
        </ul>
      )}
      <LinkPagination
        path="/admin/partners"
        query={query}
        page={params.page}
        pageSize={params.page_size}
        total={list.pagination.total}
        label="Partner pages"
      />
      <PayoutsSection status={payoutStatus} page={payoutPage} list={payouts} />
    </div>
  );
}
