import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ChauffeurCards } from "@/components/bookings/chauffeur-card";
import { PaidBookingDetails } from "@/components/payment/paid-booking-details";
import { paidStatusLabel, WhatsNext } from "@/components/payment/whats-next";
import { getPageUser } from "@/server/auth/session";
import { vatLabelFor } from "@/server/bookings/vat-label";
import { loadOwnedBookingView, parseBookingIdParam } from "@/server/payments/booking-view";
import { syncIntentForOwner } from "@/server/payments/sync-payment";
import { Button } from "@/components/ui/button";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Thank you" };
export const dynamic = "force-dynamic";

export default async function ThankYouPage({ searchParams }: SearchParamsProps) {
  const bookingId = parseBookingIdParam((await searchParams).booking_id);
  if (!bookingId) redirect("/");
  const user = await getPageUser();
  if (!user)
    redirect(`/login?callbackUrl=${encodeURIComponent(`/thank-you?booking_id=${bookingId}`)}`);
  let booking = await loadOwnedBookingView(user.user_id, bookingId);
  // The spec shows nothing when the booking cannot be loaded (someone else's or unknown).
  if (!booking) return <section aria-label="Thank you" className="min-h-[40vh]" />;
  if (!booking.paid && booking.paymentIntentId) {
    // The browser may arrive before the webhook: ask the provider directly (idempotent).
    await syncIntentForOwner({ userId: user.user_id, intentId: booking.paymentIntentId });
    booking = (await loadOwnedBookingView(user.user_id, bookingId)) ?? booking;
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 text-center">
      {booking.paid ? (
        <>
          <h1 className="text-3xl font-semibold text-brand-black">Thank You for Your Payment!</h1>
          <p className="mt-3 text-neutral-700">
            {booking.refunded
              ? "This booking was cancelled and your payment has been refunded."
              : "Your booking is paid. A receipt with a calendar file is on its way to your e-mail."}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-semibold text-brand-black">
            We are confirming your payment
          </h1>
          <p className="mt-3 text-neutral-700">
            This usually takes a few seconds. Refresh the page to check again.
          </p>
        </>
      )}
      <div className="mt-8">
        <PaidBookingDetails
          ride={booking}
          statusLabel={paidStatusLabel(booking)}
          vatLabel={await vatLabelFor(booking.totalPence)}
        />
      </div>
      {booking.cancelled ? null : (
        <div className="text-left">
          <ChauffeurCards chauffeurs={booking.chauffeurs} numberOfCars={booking.numberOfCars} />
        </div>
      )}
      {booking.paid && !booking.refunded && <WhatsNext />}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/dashboard/bookings">Go to Dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/">Back to home</Link>
        </Button>
      </div>
    </section>
  );
}
