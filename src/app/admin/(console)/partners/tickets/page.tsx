import type { Metadata } from "next";
import Link from "next/link";
import { TicketInboxItem } from "@/components/admin/partners/tickets/ticket-inbox-item";
import { EmptyState } from "@/components/ui/empty-state";
import { requirePageRole } from "@/server/auth/guards";
import { readListParams } from "@/server/http/list-params";
import { ticketListParamsSchema } from "@/server/partners/ticket-list-params";
import { listTickets } from "@/server/partners/tickets";

export const metadata: Metadata = { title: "Partner Tickets", robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;
const FILTERS = [
  { value: undefined, label: "All" },
  { value: "Open", label: "Open" },
  { value: "Closed", label: "Closed" },
] as const;

export default async function AdminPartnerTicketsPage({
  searchParams,
}: {
  searchParams: Promise<Search>;
}) {
  await requirePageRole("admin", "/admin/partners/tickets");
  const { status } = readListParams(ticketListParamsSchema, await searchParams).params;
  const tickets = await listTickets(status ? { status } : {});
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-neutral-900">Partner Tickets</h1>
        <Link href="/admin/partners" className="text-sm font-medium underline underline-offset-4">
          Back to Partner Management
        </Link>
      </div>
      <nav aria-label="Ticket status" className="flex gap-2">
        {FILTERS.map((filter) => (
          <Link
            key={filter.label}
            href={
              filter.value
                ? `/admin/partners/tickets?status=${filter.value}`
                : "/admin/partners/tickets"
            }
            aria-current={filter.value === status ? "page" : undefined}
            className="rounded-md border border-neutral-500 px-3 py-2 text-sm aria-[current=page]:bg-brand-black aria-[current=page]:text-white"
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {tickets.length === 0 ? (
        <EmptyState
          title="No tickets"
          description="Partners' Support Center tickets appear here."
        />
      ) : (
        <ul className="space-y-4" aria-label="Tickets">
          {tickets.map((ticket) => (
            <TicketInboxItem key={ticket.ticket_id} initial={ticket} />
          ))}
        </ul>
      )}
    </div>
  );
}
