"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { api } from "@/lib/api-client";
import type { TicketView } from "@/lib/validations/partner-ticket";

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
      ) : tickets.length === 0 ? (
        <p className="text-sm text-neutral-700">No support tickets.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm" aria-label="Support tickets">
          {tickets.map((ticket) => (
            <li key={ticket.ticket_id} className="flex flex-wrap items-center gap-3">
              <Link
                href="/admin/partners/tickets"
                className="inline-flex min-h-11 items-center font-medium underline"
              >
                {ticket.subject}
              </Link>
              <Badge tone={ticket.status === "Open" ? "yellow" : "grey"}>{ticket.status}</Badge>
              <span>
                {ticket.replies.length} {ticket.replies.length === 1 ? "reply" : "replies"}
              </span>
              <span>{new Date(ticket.created_at).toLocaleDateString("en-GB")}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
