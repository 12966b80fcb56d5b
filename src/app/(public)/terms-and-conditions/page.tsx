import type { Metadata } from "next";

export const metadata: Metadata = { title: "Terms and Conditions" };

export default function TermsPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_p]:mt-3 [&_p]:text-neutral-700">
      <h1 className="text-4xl font-semibold">Terms and Conditions</h1>
      <h2>Bookings and prices</h2>
      <p>
        Prices are fixed when you book and shown in pounds sterling. Parties larger than one
        car&apos;s capacity are served by several cars, each charged at the class price.
      </p>
      <h2>Cancellation</h2>
      <p>
        Free cancellation up to 24 hours before pickup for standard bookings and 12 hours for
        airport transfers; special events may carry fees. Bookings made through our booking flow
        also show their own free-cancellation window, which applies to them.
      </p>
      <h2>Waiting time</h2>
      <p>
        Every class includes 60 minutes free waiting. Your chauffeur arrives 15 minutes before
        pickup.
      </p>
      <h2>Conduct and liability</h2>
      <p>
        Passengers must wear seat belts and follow the chauffeur&apos;s safety instructions. We are
        not liable for delays caused by events beyond our reasonable control.
      </p>
    </article>
  );
}
