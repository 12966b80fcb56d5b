"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { Textarea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { TitledSection } from "@/components/ui/titled-section";
import { api } from "@/lib/api-client";
import type { TicketCreateInput, TicketView } from "@/lib/validations/partner-ticket";
import { TicketList } from "./ticket-list";
import { fieldBinder } from "@/components/ui/use-field-binder";

const resolver = lazySchemaResolver<TicketCreateInput>(
  async () => (await import("@/lib/validations/partner-ticket")).ticketCreateSchema,
);

/** Submit a Ticket and View All Tickets (the partner's own, with status and replies). */
export function SupportTickets({ initialTickets }: { initialTickets: TicketView[] }) {
  const [tickets, setTickets] = useState(initialTickets);
  const [showAll, setShowAll] = useState(false);
  const { register, handleSubmit, formState, reset, setError } = useForm<TicketCreateInput>({
    resolver,
    defaultValues: { subject: "", message: "" },
  });
  const field = fieldBinder<TicketCreateInput>({ register, formState });

  const submit = handleSubmit(async (values) => {
    const result = await api.post<TicketView>("/api/partner/tickets", { json: values });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, ["subject", "message"]);
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    setTickets((list) => [result.data, ...list]);
    reset();
  });

  return (
    <>
      <TitledSection
        id="ticket-heading"
        title="Submit a Ticket"
        className="p-6"
        titleClassName="mb-4"
      >
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField label="Subject" {...field("subject")} />
          <Textarea label="Message" rows={5} {...field("message")} />
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Submitting..." : "Submit Ticket"}
          </Button>
        </form>
      </TitledSection>
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
