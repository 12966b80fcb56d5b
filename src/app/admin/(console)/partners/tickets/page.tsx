import type { Metadata } from "next";
import { TicketDialog } from "@/components/admin/partners/tickets/ticket-dialog";
import { statusColumn } from "@/components/ui/status-column";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ListFilters, type FilterDefinition } from "@/components/ui/list-filters";
import { requirePageRole } from "@/server/auth/guards";
import { readListParams } from "@/server/http/list-params";
import { ticketListParamsSchema } from "@/server/partners/ticket-list-params";
import { listTickets } from "@/server/partners/tickets";
import type { TicketView } from "@/lib/validations/partner-ticket";
import { PageHeader } from "@/components/ui/page-header";
import { HeaderLink } from "@/app/_shared/header-link";
import { statusFilter } from "@/components/ui/select-choices";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Partner Tickets", robots: { index: false } };

const TICKET_FILTERS: readonly FilterDefinition[] = [statusFilter(["Open", "Closed"])];

const submitted = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

const COLUMNS: DataColumn<TicketView>[] = [
  { key: "ticket", header: "Ticket", cell: (t) => `#${t.ticket_id} ${t.subject}` },
  { key: "partner", header: "Partner", cell: (t) => t.company_name ?? "" },
  statusColumn(
    (t) => t.status,
    (status) => (status === "Open" ? "yellow" : "green"),
  ),
  {
    key: "submitted",
    header: "Submitted",
    cell: (t) => <time dateTime={t.created_at}>{submitted.format(new Date(t.created_at))}</time>,
  },
  { key: "replies", header: "Replies", align: "right", cell: (t) => t.replies.length },
];

export default async function AdminPartnerTicketsPage({ searchParams }: SearchParamsProps) {
  await requirePageRole("admin", "/admin/partners/tickets");
  const { status } = readListParams(ticketListParamsSchema, await searchParams).params;
  const tickets = await listTickets(status ? { status } : {});
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Partner Tickets"
        actions={<HeaderLink href="/admin/partners">Back to Partner Management</HeaderLink>}
      />
      <ListFilters label="Ticket filters" filters={TICKET_FILTERS} />
      <DataTable
        caption="Tickets"
        columns={COLUMNS}
        rows={tickets}
        rowKey={(ticket) => ticket.ticket_id}
        cardTitle={(ticket) => `#${ticket.ticket_id} ${ticket.subject}`}
        actions={(ticket) => <TicketDialog ticket={ticket} />}
        empty={
          <EmptyState
            title="No tickets"
            description="Partners' Support Center tickets appear here."
          />
        }
      />
    </div>
  );
}
