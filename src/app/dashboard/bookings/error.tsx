"use client";

/** The spec's Error screen when the bookings cannot be loaded. */
export default function BookingsError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <h1 className="text-lg font-semibold text-red-900">Error</h1>
      <p className="mt-1 text-sm text-red-900">Failed to fetch bookings</p>
      <button
        type="button"
        onClick={reset}
        className="mt-4 rounded-md bg-brand-black px-4 py-2 text-sm font-semibold text-white"
      >
        Try again
      </button>
    </div>
  );
}
