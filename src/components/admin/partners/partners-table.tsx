import type { ReactNode } from "react";
import { DataTable, type DataColumn, type DataPages } from "@/components/ui/data-table";
import { statusColumn } from "@/components/ui/status-column";
import { formatPence } from "@/lib/money";
import { PartnerStatusActions } from "./partner-actions";
import { PartnerDetailsDialog } from "./partner-details-dialog";
import type { AdminPartnerCard } from "./partner-types";

const TONE = { Active: "green", Pending: "yellow", Inactive: "red" } as const;

const COLUMNS: DataColumn<AdminPartnerCard>[] = [
  {
    key: "company",
    header: "Company",
    cell: (partner) => (
      <>
        <span className="block font-semibold">{partner.company_name}</span>
        <span className="block text-neutral-700">{partner.contact_person_name}</span>
      </>
    ),
  },
  {
    key: "contact",
    header: "Contact",
    from: "xl",
    cell: (partner) => (
      <>
        <span className="block">{partner.contact_person_email}</span>
        <span className="block">{partner.contact_person_phone}</span>
      </>
    ),
  },
  statusColumn((partner) => partner.status, TONE),
  { key: "bookings", header: "Bookings", align: "right", cell: (p) => p.bookings_count },
  { key: "revenue", header: "Revenue", align: "right", cell: (p) => formatPence(p.revenue_pence) },
  { key: "joined", header: "Joined", cell: (partner) => partner.created_at.slice(0, 10) },
];

/** The partners: company, contact, figures, status and the actions its status allows. */
export function PartnersTable({
  partners,
  guestPageUrl,
  empty,
  pager,
}: {
  partners: AdminPartnerCard[];
  guestPageUrl: (slug: string) => string;
  empty: ReactNode;
  pager: DataPages;
}) {
  return (
    <DataTable
      caption="Partners"
      columns={COLUMNS}
      rows={partners}
      rowKey={(partner) => partner.partner_id}
      cardTitle={(partner) => partner.company_name}
      cardsBelow="lg"
      compact
      empty={empty}
      pages={pager}
      actions={(partner) => (
        <>
          <PartnerDetailsDialog partner={partner} guestPageUrl={guestPageUrl(partner.slug)} />
          <PartnerStatusActions partner={partner} />
        </>
      )}
    />
  );
}
