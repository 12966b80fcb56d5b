"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { TicketList } from "@/components/partners/support/ticket-list";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import { ticketReplySchema, type TicketView } from "@/lib/validations/partner-ticket";

/** One ticket of the console inbox: the conversation, a reply box, and Close or Reopen. */
export function TicketInboxItem({
  initial,
  onChange,
}: {
  initial: TicketView;
  /** Told after a reply or a change of status, with the ticket as the server now has it. */
  onChange?: (ticket: TicketView) => void;
}) {
  const [ticket, setTicket] = useState(initial);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const base = `/api/admin/partners/tickets/${ticket.ticket_id}`;

  async function reply(event: FormEvent) {
    event.preventDefault();
    const parsed = ticketReplySchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = await api.post<TicketView>(`${base}/replies`, { json: parsed.data });
    setBusy(false);
    if (!result.ok) {
      setError(result.fieldErrors.body);
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    setTicket(result.data);
    onChange?.(result.data);
    setBody("");
  }

  async function toggle() {
    const status = ticket.status === "Open" ? "Closed" : "Open";
    setBusy(true);
    const result = await api.patch<TicketView>(base, { json: { status } });
    setBusy(false);
    if (!result.ok) return void toast.error(result.message);
    toast.success(result.message);
    setTicket(result.data);
    onChange?.(result.data);
  }

  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-neutral-800">{ticket.company_name}</p>
      <TicketList tickets={[ticket]} viewer="admin" />
      <form noValidate onSubmit={reply} className="space-y-2">
        <Textarea
          label={`Reply to ticket ${ticket.ticket_id}`}
          rows={3}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={error}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={busy}>
            Send Reply
          </Button>
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={toggle}>
            {ticket.status === "Open" ? "Close Ticket" : "Reopen Ticket"}
          </Button>
        </div>
      </form>
    </div>
  );
}
