import type { Metadata } from "next";
import { SupportContacts } from "@/components/partners/support/support-contacts";
import { SupportFaq } from "@/components/partners/support/support-faq";
import { SupportTickets } from "@/components/partners/support/support-tickets";
import { requirePartnerPage } from "@/server/partners/partner-page";
import { listTickets } from "@/server/partners/tickets";

export const metadata: Metadata = { title: "Support Center" };

export default async function PartnerSupportPage() {
  const { partner } = await requirePartnerPage("/partner-dashboard/support");
  const tickets = await listTickets({ partnerId: partner.partner_id });
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Support Center</h1>
      <div className="space-y-6">
        <SupportContacts />
        <SupportTickets initialTickets={tickets} />
        <SupportFaq />
      </div>
    </>
  );
}
