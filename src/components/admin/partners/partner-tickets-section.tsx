"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { statusColumn } from "@/components/ui/status-column";
import { api } from "@/lib/api-client";
import type { TicketView } from "@/lib/validations/partner-ticket";

const COLUMNS: DataColumn<TicketView>[] = [
  {
    key: "subject",
    header: "Subject",
    cell: (ticket) => (
      <Link
        href="/admin/partners/tickets"
        className="inline-flex min-h-11 items-center font-medium underline"
      >
        {ticket.subject}
      </Link>
    ),
  },
  statusColumn(
    (ticket) => ticket.status,
    (status) => (status === "Open" ? "yellow" : "grey"),
  ),
  { key: "replies", header: "Replies", align: "right", cell: (ticket) => ticket.replies.length },
  {
    key: "opened",
    header: "Opened",
    cell: (ticket) => new Date(ticket.created_at).toLocaleDateString("en-GB"),
  },
];

/** View Details' support tickets of the partner, each linking to the inbox. */
export function PartnerTicketsSection({ partnerId }: { partnerId: number }) {
  const [tickets, setTickets] = useState<TicketView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void api
      .get<TicketView[]>(`/api/admin/partners/${partnerId}/tickets`, {
        signal: controller.signal,
        cache: "no-store",
      })
      .then((result) => (result.ok ? setTickets(result.data) : setError(result.message)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [partnerId]);

  return (
    <section aria-labelledby={`tickets-${partnerId}`} className="mt-6 flex flex-col gap-3">
      <h3 id={`tickets-${partnerId}`} className="text-base font-semibold">
        Support tickets
      </h3>
      {error ? (
        <p role="alert">{error}</p>
      ) : !tickets ? (
        <p role="status">Loading tickets...</p>
      ) : (
        <DataTable
          caption="Support tickets"
          columns={COLUMNS}
          rows={tickets}
          rowKey={(ticket) => ticket.ticket_id}
          empty={<p className="text-sm text-neutral-700">No support tickets.</p>}
        />
      )}
    </section>
  );
}
