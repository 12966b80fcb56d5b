import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { NoticeCard } from "@/components/payment/notice-card";
import { PaymentPanel } from "@/components/payment/payment-panel";
import { PaymentRideSummary } from "@/components/payment/payment-ride-summary";
import { PaymentSteps } from "@/components/payment/payment-steps";
import { getPageUser } from "@/server/auth/session";
import { vatLabelFor } from "@/server/bookings/vat-label";
import { loadOwnedBookingView, parseBookingIdParam } from "@/server/payments/booking-view";
import { getPaymentClientConfig } from "@/server/payments/get-provider";
import { Alert } from "@/components/ui/alert";
import { TitledSection } from "@/components/ui/titled-section";
import { StepHeading } from "@/components/booking/step-heading";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Payment" };
export const dynamic = "force-dynamic";

export default async function PaymentPage({ searchParams }: SearchParamsProps) {
  const bookingId = parseBookingIdParam((await searchParams).booking_id);
  if (!bookingId)
    return (
      <NoticeCard title="Invalid booking session">Please start your booking again.</NoticeCard>
    );
  const user = await getPageUser();
  if (!user)
    redirect(
      `/login?booking_id=${bookingId}&callbackUrl=${encodeURIComponent(`/payment?booking_id=${bookingId}`)}`,
    );
  const booking = await loadOwnedBookingView(user.user_id, bookingId);
  if (!booking)
    return (
      <NoticeCard title="Booking not found">
        We could not find this booking in your account.
      </NoticeCard>
    );
  if (booking.cancelled)
    return (
      <NoticeCard
        title="This booking was cancelled"
        href="/dashboard/bookings"
        linkLabel="Go to Dashboard"
      />
    );
  const client = getPaymentClientConfig();

  return (
    <section className="mx-auto max-w-site px-4 py-10">
      <PaymentSteps />
      <StepHeading className="text-brand-black">Payment</StepHeading>
      <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
        <PaymentRideSummary ride={booking} vatLabel={await vatLabelFor(booking.totalPence)} />
        <TitledSection id="card-title" title="Card details" titleClassName="mb-4">
          {booking.paid ? (
            <div className="grid gap-3">
              <Alert tone="success" live={false} className="text-base">
                This booking has already been paid.
              </Alert>
              <a
                href={`/thank-you?booking_id=${booking.bookingId}`}
                className="justify-self-start font-medium text-brand-black underline"
              >
                View your payment confirmation
              </a>
            </div>
          ) : (
            <PaymentPanel
              bookingId={booking.bookingId}
              totalPence={booking.totalPence}
              provider={client.provider}
              publishableKey={client.publishableKey}
            />
          )}
        </TitledSection>
      </div>
    </section>
  );
}
