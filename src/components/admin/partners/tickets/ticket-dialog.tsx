"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import type { TicketView } from "@/lib/validations/partner-ticket";
import { TicketInboxItem } from "./ticket-inbox-item";

/**
 * A row's Open: the conversation, the reply box and Close or Reopen in a dialog. The list is
 * read again when the dialog closes, not on every reply, so a ticket closed under the Open filter
 * stays on screen until the operator is done with it.
 */
export function TicketDialog({ ticket }: { ticket: TicketView }) {
  const router = useRouter();
  const [changed, setChanged] = useState(false);
  const title = `#${ticket.ticket_id} ${ticket.subject}`;
  return (
    <Dialog
      onOpenChange={(open) => {
        if (open || !changed) return;
        setChanged(false);
        router.refresh();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Open ticket ${title}`}>
          Open
        </Button>
      </DialogTrigger>
      <DialogContent title={title} size="lg">
        <TicketInboxItem initial={ticket} onChange={() => setChanged(true)} />
      </DialogContent>
    </Dialog>
  );
}
