import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { NoticeCard } from "@/components/payment/notice-card";
import { PaidBookingDetails } from "@/components/payment/paid-booking-details";
import { getPageUser } from "@/server/auth/session";
import { loadOwnedBookingView } from "@/server/payments/booking-view";
import { syncIntentForOwner } from "@/server/payments/sync-payment";

export const metadata: Metadata = { title: "Booking confirmation" };
export const dynamic = "force-dynamic";

const NEXT_STEPS = [
  "You will receive a confirmation e-mail with your receipt and a calendar file.",
  "Your chauffeur will contact you 24 hours before the journey.",
  "Your chauffeur arrives 15 minutes before pickup, with 60 minutes of free waiting.",
  "You can view or cancel the booking from your dashboard (free up to 1 hour before pickup).",
];

/**
 * Stripe's return address after a redirect (3-D Secure). The query string is only a pointer:
 * the server retrieves the PaymentIntent, checks its secret and owner, and applies the paid
 * state the same way a webhook would when it has succeeded.
 */
export default async function BookingConfirmationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const intentId = typeof query.payment_intent === "string" ? query.payment_intent : "";
  const clientSecret = typeof query.payment_intent_client_secret === "string" ? query.payment_intent_client_secret : "";
  if (!intentId || !clientSecret) redirect("/");
  const user = await getPageUser();
  if (!user) {
    const back = `/booking-confirmation?payment_intent=${encodeURIComponent(intentId)}&payment_intent_client_secret=${encodeURIComponent(clientSecret)}`;
    redirect(`/login?callbackUrl=${encodeURIComponent(back)}`);
  }
  const synced = await syncIntentForOwner({ userId: user.user_id, intentId, clientSecret }).catch(() => null);
  if (!synced) return <NoticeCard title="We could not confirm this payment">If you were charged, your booking will update shortly. Please check your dashboard.</NoticeCard>;
  if (synced.intent.status !== "succeeded") {
    const processing = synced.intent.status === "processing";
    return (
      <NoticeCard
        title={processing ? "Your payment is processing" : "Payment not completed"}
        href={processing ? "/dashboard/bookings" : `/payment?booking_id=${synced.bookingId}`}
        linkLabel={processing ? "Go to Dashboard" : "Try again"}
      >
        {processing ? "We will e-mail your receipt as soon as it is confirmed." : (synced.intent.failureMessage ?? "An error occurred during payment processing.")}
      </NoticeCard>
    );
  }
  const booking = await loadOwnedBookingView(user.user_id, synced.bookingId);
  if (!booking) redirect("/");

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-center text-3xl font-semibold text-brand-black">Booking Confirmed</h1>
      <p className="mt-3 text-center text-neutral-700">Thank you. Your payment was received and your chauffeur is booked.</p>
      <div className="mt-8">
        <PaidBookingDetails ride={booking} statusLabel="Confirmed" />
      </div>
      <section aria-labelledby="next-title" className="mt-8">
        <h2 id="next-title" className="text-lg font-semibold">
          What&apos;s next?
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-800">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </section>
      <div className="mt-8 text-center">
        <Link href="/dashboard" className="rounded-md bg-brand-black px-4 py-2 font-medium text-white hover:bg-brand-ink">
          Go to Dashboard
        </Link>
      </div>
    </section>
  );
}
