"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { poundsToPence } from "@/lib/money";
import type { PartnerOption } from "./suggestion-types";

const PRICE = /^\d{1,6}(\.\d{1,2})?$/;
const MAX_PAY_PENCE = 10_000_000;

/** The price typed in pounds ("85.50") as pence, or null when it is not a price the API takes. */
export function payPenceFrom(text: string): number | null {
  const trimmed = text.trim().replace(/^£/, "");
  if (!PRICE.test(trimmed)) return null;
  const pence = poundsToPence(Number(trimmed));
  return pence >= 1 && pence <= MAX_PAY_PENCE ? pence : null;
}

/** Offers the job to one Active partner company for a price paid to it (entered in pounds). */
export function FarmOutForm({
  partners,
  busy,
  onFarmOut,
}: {
  partners: PartnerOption[];
  busy: boolean;
  onFarmOut: (partnerId: number, payPence: number) => void;
}) {
  const [partnerId, setPartnerId] = useState("");
  const [price, setPrice] = useState("");
  const [errors, setErrors] = useState<{ partner?: string; price?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const payPence = payPenceFrom(price);
    const found = {
      partner: partnerId ? undefined : "Choose a partner",
      price: payPence === null ? "Enter a price from £0.01 to £100,000.00" : undefined,
    };
    setErrors(found);
    if (found.partner || found.price || payPence === null) return;
    onFarmOut(Number(partnerId), payPence);
  }

  if (partners.length === 0) {
    return <p className="text-sm text-neutral-700">No active partner to farm out to.</p>;
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
      <Select
        label="Partner"
        options={partners.map((partner) => ({
          value: String(partner.partner_id),
          label: partner.company_name,
        }))}
        value={partnerId}
        onValueChange={setPartnerId}
        placeholder="Choose a partner"
        error={errors.partner}
        className="min-w-52"
      />
      <TextField
        label="Price paid to the partner (£)"
        inputMode="decimal"
        autoComplete="off"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={errors.price}
        className="w-48"
      />
      <Button type="submit" variant="outline" disabled={busy} className="sm:mt-7">
        Farm out
      </Button>
    </form>
  );
}
