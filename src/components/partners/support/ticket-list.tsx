import { Badge } from "@/components/ui/badge";
import type { TicketView } from "@/lib/validations/partner-ticket";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** Tickets with their status and the conversation (the partner's message, then the replies). */
export function TicketList({
  tickets,
  viewer,
}: {
  tickets: TicketView[];
  viewer: "partner" | "admin";
}) {
  if (tickets.length === 0) return <p className="text-sm text-neutral-700">No tickets yet.</p>;
  return (
    <ul className="space-y-4">
      {tickets.map((ticket) => (
        <li key={ticket.ticket_id} className="rounded-md border border-neutral-200 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">
              #{ticket.ticket_id} {ticket.subject}
            </h3>
            <Badge tone={ticket.status === "Open" ? "yellow" : "green"}>{ticket.status}</Badge>
          </div>
          <p className="text-xs text-neutral-700">Submitted {when(ticket.created_at)}</p>
          <p className="mt-2 text-sm whitespace-pre-wrap">{ticket.message}</p>
          {ticket.replies.length > 0 ? (
            <ol aria-label={`Replies to ticket ${ticket.ticket_id}`} className="mt-3 space-y-2">
              {ticket.replies.map((reply) => (
                <li key={reply.reply_id} className="rounded bg-neutral-100 p-3 text-sm">
                  <p className="text-xs font-semibold">
                    {reply.author_role === "admin"
                      ? viewer === "admin"
                        ? "Operations"
                        : "Support team"
                      : "Partner"}{" "}
                    · {when(reply.created_at)}
                  </p>
                  <p className="whitespace-pre-wrap">{reply.body}</p>
                </li>
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
