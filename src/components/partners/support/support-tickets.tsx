"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import { ticketCreateSchema, type TicketView } from "@/lib/validations/partner-ticket";
import { TicketList } from "./ticket-list";

type Errors = Partial<Record<"subject" | "message", string>>;

/** Submit a Ticket and View All Tickets (the partner's own, with status and replies). */
export function SupportTickets({ initialTickets }: { initialTickets: TicketView[] }) {
  const [tickets, setTickets] = useState(initialTickets);
  const [showAll, setShowAll] = useState(false);
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ticketCreateSchema.safeParse({ subject, message });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === "subject" || key === "message") && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await api.post<TicketView>("/api/partner/tickets", { json: parsed.data });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    setTickets((list) => [result.data, ...list]);
    setSubject("");
    setMessage("");
  }

  return (
    <>
      <section
        aria-labelledby="ticket-heading"
        className="rounded-lg border border-neutral-200 bg-white p-6"
      >
        <h2 id="ticket-heading" className="mb-4 text-lg font-semibold">
          Submit a Ticket
        </h2>
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField
            label="Subject"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={errors.subject}
          />
          <Textarea
            label="Message"
            rows={5}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={errors.message}
          />
          <Button type="submit" disabled={busy}>
            {busy ? "Submitting..." : "Submit Ticket"}
          </Button>
        </form>
      </section>
      <section
        aria-labelledby="tickets-heading"
        className="rounded-lg border border-neutral-200 bg-white p-6"
      >
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2 id="tickets-heading" className="text-lg font-semibold">
            Your Tickets
          </h2>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showAll}
            onClick={() => setShowAll((v) => !v)}
          >
            {showAll ? "Hide Tickets" : "View All Tickets"}
          </Button>
        </div>
        {showAll ? (
          <TicketList tickets={tickets} viewer="partner" />
        ) : (
          <p className="text-sm text-neutral-700">
            {tickets.length === 1 ? "1 ticket" : `${tickets.length} tickets`},{" "}
            {tickets.filter((ticket) => ticket.status === "Open").length} open.
          </p>
        )}
      </section>
    </>
  );
}
