const NEXT_STEPS = [
  "You will receive a confirmation e-mail with your receipt and a calendar file.",
  "Your chauffeur will contact you 24 hours before the journey.",
  "Your chauffeur arrives 15 minutes before pickup, with 60 minutes of free waiting.",
  "You can view or cancel the booking from your dashboard (free up to 1 hour before pickup).",
];

/**
 * One status wording for the thank-you and confirmation pages, the same words My Bookings shows
 * (the state machine's 'Paid'), so a customer never reads 'Confirmed' on one page and 'Paid' on
 * the next for the same booking.
 */
export function paidStatusLabel(booking: { paid: boolean; refunded: boolean }): string {
  if (booking.refunded) return "Refunded";
  return booking.paid ? "Paid" : "Awaiting payment confirmation";
}

/** 'What's next?' after a paid booking: the same list on the thank-you and confirmation pages. */
export function WhatsNext() {
  return (
    <section aria-labelledby="next-title" className="mt-8 text-left">
      <h2 id="next-title" className="text-lg font-semibold">
        What&apos;s next?
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-800">
        {NEXT_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </section>
  );
}
