"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toastResult } from "@/components/admin/toast-result";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { DialogFormActions } from "@/components/ui/dialog-form-actions";
import { api } from "@/lib/api-client";

/** Follow up: a note for the record and, when done, Close. A closed item only shows its note. */
export function FeedbackActions({
  ratingId,
  reference,
  note,
  closed,
}: {
  ratingId: number;
  reference: string;
  note: string | null;
  closed: boolean;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(note ?? "");
  const [close, setClose] = useState(false);
  const [busy, setBusy] = useState(false);
  if (closed) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await api.patch(`/api/admin/feedback/${ratingId}`, {
      json: { note: text, close },
      fallbackMessage: "The feedback could not be saved. Please try again.",
    });
    setBusy(false);
    if (toastResult(answer)) {
      setOpen(false);
      router.refresh();
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Follow up<span className="sr-only"> on the rating of {reference}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title={`Follow up: ${reference}`}>
        <form className="mt-4 flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
          <Textarea
            label="Note"
            value={text}
            maxLength={2000}
            onChange={(event) => setText(event.target.value)}
          />
          <Switch label="Close this feedback" checked={close} onCheckedChange={setClose} />
          <DialogFormActions submitting={busy} label="Save" pendingLabel="Saving…" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
