"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";

/** 'Run payouts': the payouts due today (each partner's schedule); the answer says how many. */
export function RunPayoutsButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    const answer = await api.post<{ run_date: string; created: unknown[] }>(
      "/api/admin/partners/payouts/run",
      { fallbackMessage: "The payout run could not be started. Please try again." },
    );
    setBusy(false);
    if (!answer.ok) {
      toast.error(answer.message);
      return;
    }
    const text = `${answer.message}.`;
    setResult(text);
    toast.success(text);
    router.refresh();
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => void run()} disabled={busy}>
        {busy ? "Running..." : "Run payouts"}
      </Button>
      <p role="status" className="text-sm text-neutral-700">
        {result}
      </p>
    </div>
  );
}

type Outcome = "paid" | "failed";
type OutcomeKey = "reference" | "reason";
type OutcomeInput = Partial<Record<OutcomeKey, string>>;
const COPY: Record<Outcome, { button: string; title: string; field: string; key: OutcomeKey }> = {
  paid: {
    button: "Mark paid",
    title: "Mark payout paid",
    field: "Bank transfer reference",
    key: "reference",
  },
  failed: {
    button: "Mark failed",
    title: "Mark payout failed",
    field: "Reason (the partner sees it)",
    key: "reason",
  },
};

// The handlers' own schemas, loaded on the first check.
const RESOLVERS = {
  paid: lazySchemaResolver<OutcomeInput>(
    async () => (await import("@/lib/validations/partner-payouts")).payoutPaidSchema,
  ),
  failed: lazySchemaResolver<OutcomeInput>(
    async () => (await import("@/lib/validations/partner-payouts")).payoutFailedSchema,
  ),
};

/** Mark paid (with the bank transfer reference) or Mark failed (with a reason). */
export function MarkPayoutDialog({
  payoutId,
  reference,
  outcome,
}: {
  payoutId: number;
  reference: string;
  outcome: Outcome;
}) {
  const router = useRouter();
  const copy = COPY[outcome];
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, reset, setError } = useForm<OutcomeInput>({
    resolver: RESOLVERS[outcome],
    defaultValues: { [copy.key]: "" },
  });
  const submit = handleSubmit(async (values) => {
    const answer = await api.post(`/api/admin/partners/payouts/${payoutId}/${outcome}`, {
      json: values,
      fallbackMessage: "The payout could not be updated. Please try again.",
    });
    if (!answer.ok) {
      if (!applyFieldErrors(setError, answer.fieldErrors, [copy.key]))
        setError(copy.key, { type: "server", message: answer.message });
      return;
    }
    toast.success(answer.message);
    setOpen(false);
    reset();
    router.refresh();
  });
  const Field = outcome === "paid" ? TextField : Textarea;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant={outcome === "paid" ? "outline" : "danger-outline"}
          aria-label={`${copy.button}: ${reference}`}
        >
          {copy.button}
        </Button>
      </DialogTrigger>
      <DialogContent title={`${copy.title} ${reference}`}>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <Field
            label={copy.field}
            error={formState.errors[copy.key]?.message}
            required
            {...register(copy.key)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {copy.button}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
