import type { Metadata } from "next";
import { SupportContacts } from "@/components/partners/support/support-contacts";
import { SupportFaq } from "@/components/partners/support/support-faq";
import { SupportTickets } from "@/components/partners/support/support-tickets";
import { requirePartnerPage } from "@/server/partners/guards";
import { listTickets } from "@/server/partners/tickets";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Support Center" };

export default async function PartnerSupportPage() {
  const { partner } = await requirePartnerPage("/partner-dashboard/support");
  const tickets = await listTickets({ partnerId: partner.partner_id });
  const site = await getSiteIdentity();
  return (
    <>
      <PageHeader className="mb-6" title="Support Center" />
      <div className="space-y-6">
        <SupportContacts site={site} />
        <SupportTickets initialTickets={tickets} />
        <SupportFaq />
      </div>
    </>
  );
}
