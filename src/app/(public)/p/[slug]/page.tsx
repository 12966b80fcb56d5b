import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { BookingForm } from "@/components/booking/booking-form";
import { GuestHero } from "@/components/partners/guest-page/guest-hero";
import { SLUG_PATTERN } from "@/lib/partners/slug";
import { findActivePartnerBySlug } from "@/server/partners/queries";

export const dynamic = "force-dynamic";

/** Only an Active partner's page exists; Pending, Inactive and unknown slugs are the 404 page. */
const activePartner = cache(async (slug: string) =>
  SLUG_PATTERN.test(slug) ? findActivePartnerBySlug(slug) : null,
);

export async function generateMetadata({
  params,
}: {
  params: Promise<{ slug: string }>;
}): Promise<Metadata> {
  const partner = await activePartner((await params).slug);
  return { title: partner ? `Book with ${partner.company_name}` : "Page not found" };
}

export default async function PartnerGuestPage({ params }: { params: Promise<{ slug: string }> }) {
  const partner = await activePartner((await params).slug);
  if (!partner) notFound();
  return (
    <GuestHero
      content={{
        companyName: partner.company_name,
        heroTitle: partner.guest_hero_title,
        heroText: partner.guest_hero_text,
        heroImageUrl: partner.guest_hero_image_url,
        logoUrl: partner.guest_logo_url,
      }}
    >
      <BookingForm partnerSlug={partner.slug} />
    </GuestHero>
  );
}
