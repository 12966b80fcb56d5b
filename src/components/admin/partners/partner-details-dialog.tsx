"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { DetailRows } from "@/components/ui/detail-rows";
import { TextField } from "@/components/ui/text-field";
import { formatPence } from "@/lib/money";
import { COMMISSION_CATEGORIES, formatBps } from "@/lib/partners/partner-options";
import { usePartnerUpdate } from "./partner-actions";
import { PartnerBookingsSection } from "./partner-bookings-section";
import { PartnerPayoutSummary } from "./partner-payout-summary";
import { PartnerTicketsSection } from "./partner-tickets-section";
import type { AdminPartnerCard } from "./partner-types";

type RateForm = Record<(typeof COMMISSION_CATEGORIES)[number]["key"], string>;

/**
 * View Details: company, contact, guest page, figures, the ledger, bookings and tickets, and
 * the rates and slug to edit.
 */
export function PartnerDetailsDialog({
  partner,
  guestPageUrl,
}: {
  partner: AdminPartnerCard;
  guestPageUrl: string;
}) {
  const { busy, update } = usePartnerUpdate(partner);
  const [slug, setSlug] = useState(partner.slug);
  const [rates, setRates] = useState<RateForm>(
    () =>
      Object.fromEntries(
        COMMISSION_CATEGORIES.map((c) => [c.key, String(partner[c.key] / 100)]),
      ) as RateForm,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    const change = Object.fromEntries(
      COMMISSION_CATEGORIES.map((c) => [c.key, Math.round(Number(rates[c.key]) * 100)]),
    );
    const result = await update({ ...change, slug }, "Partner saved");
    setErrors(
      result.ok
        ? {}
        : { ...result.fieldErrors, ...(result.status === 409 ? { slug: result.message } : {}) },
    );
  };
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`View details of ${partner.company_name}`}>
          View Details
        </Button>
      </DialogTrigger>
      <DialogContent title={partner.company_name} size="xl">
        <DetailRows
          termWidth="8rem"
          rows={[
            ["Status", partner.status],
            ["Contact", partner.contact_person_name],
            ["Contact e-mail", partner.contact_person_email],
            ["Contact phone", partner.contact_person_phone],
            ["Company phone", partner.company_phone],
            ["Address", partner.company_address],
            ["Registration", partner.company_registration],
            ["Guest page", guestPageUrl],
            ["Bookings", String(partner.bookings_count)],
            ["Revenue", formatPence(partner.revenue_pence)],
            ...COMMISSION_CATEGORIES.map((c) => [c.label, formatBps(partner[c.key])] as const),
          ]}
        />
        <PartnerPayoutSummary partnerId={partner.partner_id} />
        <PartnerBookingsSection partnerId={partner.partner_id} />
        <PartnerTicketsSection partnerId={partner.partner_id} />
        <form
          className="mt-6 grid gap-4 sm:grid-cols-2"
          aria-label="Commission rates and page address"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            id={`slug-${partner.partner_id}`}
            label="Page address (slug)"
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            error={errors.slug}
            className="sm:col-span-2"
          />
          {COMMISSION_CATEGORIES.map((c) => (
            <TextField
              key={c.key}
              id={`${c.key}-${partner.partner_id}`}
              label={`${c.label} commission (%)`}
              inputMode="decimal"
              value={rates[c.key]}
              onChange={(event) => setRates({ ...rates, [c.key]: event.target.value })}
              error={errors[c.key]}
            />
          ))}
          <Button type="submit" disabled={busy} className="justify-self-start">
            Save Changes
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
