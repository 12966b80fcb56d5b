/** What a dead trip link shows, whatever the reason (wrong, expired, cancelled): one message. */
export function TripGone() {
  return (
    <section className="flex flex-col gap-2 py-12 text-center">
      <p className="text-5xl font-bold text-neutral-700">404</p>
      <h1 className="text-2xl font-semibold text-neutral-900">This trip link is not available</h1>
      <p className="text-neutral-700">
        Trip links stop working 24 hours after the ride, or when the booking is cancelled. If you
        are waiting for a ride, please contact the person who booked it.
      </p>
    </section>
  );
}
