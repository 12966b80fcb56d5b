"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { DetailRows } from "@/components/ui/detail-rows";
import { formatPence } from "@/lib/money";
import { COMMISSION_CATEGORIES, formatBps } from "@/lib/partners/partner-options";
import { PartnerBookingsSection } from "./partner-bookings-section";
import { PartnerEditForm } from "./partner-edit-form";
import { PartnerLogoForm } from "./partner-logo-form";
import { PartnerPayoutSummary } from "./partner-payout-summary";
import { PartnerTicketsSection } from "./partner-tickets-section";
import type { AdminPartnerCard } from "./partner-types";

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
        <PartnerLogoForm partner={partner} />
        <PartnerPayoutSummary partnerId={partner.partner_id} />
        <PartnerBookingsSection partnerId={partner.partner_id} />
        <PartnerTicketsSection partnerId={partner.partner_id} />
        <PartnerEditForm partner={partner} />
      </DialogContent>
    </Dialog>
  );
}
