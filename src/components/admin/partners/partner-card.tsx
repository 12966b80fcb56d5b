import { Badge } from "@/components/ui/badge";
import { formatPence } from "@/lib/money";
import { PartnerStatusActions } from "./partner-actions";
import { PartnerDetailsDialog } from "./partner-details-dialog";
import type { AdminPartnerCard } from "./partner-types";

const TONE = { Active: "green", Pending: "yellow", Inactive: "red" } as const;

/** One partner: company, contact, figures, status and the actions its status allows. */
export function PartnerCard({
  partner,
  guestPageUrl,
}: {
  partner: AdminPartnerCard;
  guestPageUrl: string;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{partner.company_name}</h2>
          <p className="text-sm text-neutral-700">{partner.contact_person_name}</p>
        </div>
        <Badge tone={TONE[partner.status]}>{partner.status}</Badge>
      </div>
      <p className="text-sm text-neutral-700">
        {partner.contact_person_email} · {partner.contact_person_phone}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-neutral-700">Bookings</dt>
          <dd className="font-semibold">{partner.bookings_count}</dd>
        </div>
        <div>
          <dt className="text-neutral-700">Revenue</dt>
          <dd className="font-semibold">{formatPence(partner.revenue_pence)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-neutral-700">Joined</dt>
          <dd>{partner.created_at.slice(0, 10)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <PartnerDetailsDialog partner={partner} guestPageUrl={guestPageUrl} />
        <PartnerStatusActions partner={partner} />
      </div>
    </li>
  );
}
