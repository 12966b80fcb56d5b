import type { Metadata } from "next";
import { GuestPageEditor } from "@/components/partners/guest-page/guest-page-editor";
import { guestPageSettings } from "@/server/partners/guest-page-settings";
import { requirePartnerPage } from "@/server/partners/guards";

export const metadata: Metadata = { title: "Guest Page" };

export default async function PartnerGuestPageSettings() {
  const { partner } = await requirePartnerPage("/partner-dashboard/guest-page");
  const settings = guestPageSettings(partner);
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Guest Page</h1>
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
