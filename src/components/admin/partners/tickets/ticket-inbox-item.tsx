"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { TicketList } from "@/components/partners/support/ticket-list";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import type { TicketView } from "@/lib/validations/partner-ticket";

type ReplyInput = { body: string };
const resolver = lazySchemaResolver<ReplyInput>(
  async () => (await import("@/lib/validations/partner-ticket")).ticketReplySchema,
);

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
  const [toggling, setToggling] = useState(false);
  const { register, handleSubmit, formState, reset, setError } = useForm<ReplyInput>({
    resolver,
    defaultValues: { body: "" },
  });
  const busy = toggling || formState.isSubmitting;
  const base = `/api/admin/partners/tickets/${ticket.ticket_id}`;

  const reply = handleSubmit(async (values) => {
    const result = await api.post<TicketView>(`${base}/replies`, { json: values });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, ["body"]);
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    setTicket(result.data);
    onChange?.(result.data);
    reset();
  });

  async function toggle() {
    const status = ticket.status === "Open" ? "Closed" : "Open";
    setToggling(true);
    const result = await api.patch<TicketView>(base, { json: { status } });
    setToggling(false);
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
          error={formState.errors.body?.message}
          {...register("body")}
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
