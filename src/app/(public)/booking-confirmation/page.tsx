import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { NoticeCard } from "@/components/payment/notice-card";
import { PaidBookingDetails } from "@/components/payment/paid-booking-details";
import { paidStatusLabel, WhatsNext } from "@/components/payment/whats-next";
import { getPageUser } from "@/server/auth/session";
import { vatLabelFor } from "@/server/bookings/vat-label";
import { confirmReturnedPayment } from "@/server/payments/payment-confirmation";
import { Button } from "@/components/ui/button";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Booking confirmation" };
export const dynamic = "force-dynamic";

/**
 * Stripe's return address after a redirect (3-D Secure). The query string is only a pointer:
 * the server retrieves the PaymentIntent, checks its secret and owner, and applies the paid
 * state the same way a webhook would when it has succeeded. 'Booking Confirmed' needs the
 * booking itself paid by this intent, and shows the amount recorded for that payment.
 */
export default async function BookingConfirmationPage({ searchParams }: SearchParamsProps) {
  const query = await searchParams;
  const intentId = typeof query.payment_intent === "string" ? query.payment_intent : "";
  const clientSecret =
    typeof query.payment_intent_client_secret === "string"
      ? query.payment_intent_client_secret
      : "";
  if (!intentId || !clientSecret) redirect("/");
  const user = await getPageUser();
  if (!user) {
    const back = `/booking-confirmation?payment_intent=${encodeURIComponent(intentId)}&payment_intent_client_secret=${encodeURIComponent(clientSecret)}`;
    redirect(`/login?callbackUrl=${encodeURIComponent(back)}`);
  }
  const confirmation = await confirmReturnedPayment({
    userId: user.user_id,
    intentId,
    clientSecret,
  });
  if (confirmation.kind === "unknown") {
    return (
      <NoticeCard title="We could not confirm this payment">
        If you were charged, your booking will update shortly. Please check your dashboard.
      </NoticeCard>
    );
  }
  if (confirmation.kind === "processing" || confirmation.kind === "incomplete") {
    const processing = confirmation.kind === "processing";
    return (
      <NoticeCard
        title={processing ? "Your payment is processing" : "Payment not completed"}
        href={processing ? "/dashboard/bookings" : `/payment?booking_id=${confirmation.bookingId}`}
        linkLabel={processing ? "Go to Dashboard" : "Try again"}
      >
        {processing
          ? "We will e-mail your receipt as soon as it is confirmed."
          : (confirmation.message ?? "An error occurred during payment processing.")}
      </NoticeCard>
    );
  }
  if (confirmation.kind === "not-applied") {
    const { reason: why, refunded } = confirmation;
    const reason =
      why === "cancelled"
        ? `This booking has been cancelled${refunded ? ", so this payment has been refunded in full" : ""}.`
        : why === "paid-twice"
          ? `This booking had already been paid${refunded ? ", so this second payment has been refunded in full" : ""}.`
          : "Your payment could not be matched to the booking total, so the booking is not confirmed yet. Please contact us before paying again.";
    return (
      <NoticeCard
        title="Booking not confirmed"
        href="/dashboard/bookings"
        linkLabel="Go to Dashboard"
      >
        {reason}
      </NoticeCard>
    );
  }
  const booking = { ...confirmation.booking, totalPence: confirmation.paidPence };

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-center text-3xl font-semibold text-brand-black">Booking Confirmed</h1>
      <p className="mt-3 text-center text-neutral-700">
        Thank you. Your payment was received and your chauffeur is booked.
      </p>
      <div className="mt-8">
        <PaidBookingDetails
          ride={booking}
          statusLabel={paidStatusLabel({ paid: true, refunded: false })}
          vatLabel={await vatLabelFor(booking.totalPence)}
        />
      </div>
      <WhatsNext />
      <div className="mt-8 text-center">
        <Button asChild>
          <Link href="/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    </section>
  );
}
