import type { Metadata } from "next";
import { ServiceClassStep } from "@/components/booking/service-class-step";
import { getServerConfig } from "@/env";
import { storedDraftFor } from "@/server/bookings/draft-cookie";
import { quoteForStoredDraft } from "@/server/bookings/draft-quote";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Choose your service" };
export const dynamic = "force-dynamic";

export default async function ServiceClassPage({ searchParams }: SearchParamsProps) {
  const places = getServerConfig().places;
  const storedDraft = await storedDraftFor((await searchParams).booking_id);
  const serverQuote = await quoteForStoredDraft(storedDraft);
  // Rendered per request (the draft's cookie copy), so the step needs no Suspense boundary: its
  // content is in the first HTML rather than streamed in after it.
  return (
    <ServiceClassStep
      mapsKey={places.kind === "google" ? places.browserKey : undefined}
      storedDraft={storedDraft}
      serverQuote={serverQuote}
    />
  );
}
