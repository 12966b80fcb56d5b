import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { RideFeedbackPanel } from "@/components/ratings/ride-feedback-panel";
import { PageHeader } from "@/components/ui/page-header";
import { HeaderLink } from "@/app/_shared/header-link";
import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { getPageUser } from "@/server/auth/session";
import { getPaymentClientConfig } from "@/server/payments/get-provider";
import { rideFeedbackState } from "@/server/ratings/ride-feedback-state";

export const metadata: Metadata = { title: "Rate your ride", robots: { index: false } };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/** The completion e-mail's link and My Bookings' "Rate and tip": rate the ride, tip the chauffeur. */
export default async function RateRidePage({ params }: Props) {
  const raw = await params;
  const user = await getPageUser();
  if (!user)
    redirect(`/login?callbackUrl=${encodeURIComponent(`/dashboard/bookings/${raw.id}/rate`)}`);
  const parsed = bookingIdParamsSchema.safeParse(raw);
  if (!parsed.success || user.role !== "customer") notFound();
  const state = await rideFeedbackState({ bookingId: parsed.data.id, ownerUserId: user.user_id });
  if (!state) notFound();
  const client = getPaymentClientConfig();
  return (
    <section aria-labelledby="rate-heading" className="flex flex-col gap-6">
      <PageHeader
        id="rate-heading"
        title="Rate your ride"
        description={`Booking ${state.booking_reference}`}
        actions={<HeaderLink href="/dashboard/bookings?tab=past">Back to My Bookings</HeaderLink>}
      />
      <RideFeedbackPanel
        state={state}
        provider={client.provider}
        publishableKey={client.publishableKey}
      />
    </section>
  );
}
