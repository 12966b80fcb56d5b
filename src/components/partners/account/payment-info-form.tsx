"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { RadioGroup } from "@/components/ui/radio-group";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import { paymentInfoSchema, type PaymentInfoView } from "@/lib/validations/partner-payment";

type Kind = "uk" | "iban";
type Schedule = "weekly" | "monthly";

/** Payment Information: the saved account is only ever shown masked; entering one replaces it. */
export function PaymentInfoForm({ initial }: { initial: PaymentInfoView | null }) {
  const [saved, setSaved] = useState(initial);
  const [kind, setKind] = useState<Kind>(initial?.kind ?? "uk");
  const [holder, setHolder] = useState(initial?.account_holder ?? "");
  const [sortCode, setSortCode] = useState("");
  const [accountNumber, setAccountNumber] = useState("");
  const [iban, setIban] = useState("");
  const [schedule, setSchedule] = useState<Schedule>(initial?.payout_schedule ?? "weekly");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body =
      kind === "uk"
        ? {
            kind,
            account_holder: holder,
            sort_code: sortCode,
            account_number: accountNumber,
            payout_schedule: schedule,
          }
        : { kind, account_holder: holder, iban, payout_schedule: schedule };
    const parsed = paymentInfoSchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "kind");
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await api.put<PaymentInfoView>("/api/partner/account/payment", { json: body });
    setBusy(false);
    if (!result.ok) {
      setErrors({ ...result.fieldErrors });
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    setSaved(result.data);
    setSortCode("");
    setAccountNumber("");
    setIban("");
  }

  return (
    <section
      aria-labelledby="payment-heading"
      className="rounded-lg border border-neutral-200 bg-white p-6"
    >
      <h2 id="payment-heading" className="mb-2 text-lg font-semibold">
        Payment Information
      </h2>
      <p className="mb-4 text-sm text-neutral-800" data-testid="saved-account">
        {saved
          ? `Bank account: ${saved.masked} · Paid ${saved.payout_schedule}`
          : "No bank account saved yet."}
      </p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <RadioGroup
          label="Account type"
          value={kind}
          onValueChange={(value) => setKind(value === "iban" ? "iban" : "uk")}
          options={[
            { value: "uk", label: "UK sort code and account number" },
            { value: "iban", label: "IBAN" },
          ]}
        />
        <TextField
          label="Account holder"
          value={holder}
          onChange={(e) => setHolder(e.target.value)}
          error={errors.account_holder}
          autoComplete="name"
        />
        {kind === "uk" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Sort code"
              inputMode="numeric"
              placeholder="12-34-56"
              value={sortCode}
              onChange={(e) => setSortCode(e.target.value)}
              error={errors.sort_code}
            />
            <TextField
              label="Account number"
              inputMode="numeric"
              value={accountNumber}
              onChange={(e) => setAccountNumber(e.target.value)}
              error={errors.account_number}
            />
          </div>
        ) : (
          <TextField
            label="IBAN"
            value={iban}
            onChange={(e) => setIban(e.target.value)}
            error={errors.iban}
          />
        )}
        <RadioGroup
          label="Payout schedule"
          value={schedule}
          onValueChange={(value) => setSchedule(value === "monthly" ? "monthly" : "weekly")}
          error={errors.payout_schedule}
          options={[
            { value: "weekly", label: "Weekly (Thursday)" },
            { value: "monthly", label: "Monthly (first Thursday, for the month before)" },
          ]}
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save Payment Information"}
        </Button>
      </form>
    </section>
  );
}
