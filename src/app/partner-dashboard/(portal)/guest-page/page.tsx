import type { Metadata } from "next";
import { GuestPageEditor } from "@/components/partners/guest-page/guest-page-editor";
import { guestPageSettings } from "@/server/partners/guest-page-settings";
import { requirePartnerPage } from "@/server/partners/guards";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Guest Page" };

export default async function PartnerGuestPageSettings() {
  const { partner } = await requirePartnerPage("/partner-dashboard/guest-page");
  const settings = guestPageSettings(partner);
  return (
    <>
      <PageHeader className="mb-6" title="Guest Page" />
      <GuestPageEditor
        url={settings.url}
        companyName={settings.company_name}
        heroTitle={settings.guest_hero_title}
        heroText={settings.guest_hero_text}
        heroImageUrl={settings.guest_hero_image_url}
        logoUrl={settings.guest_logo_url}
      />
    </>
  );
}
