"use client";

import { Button } from "@/components/ui/button";
import type { ErrorBoundaryProps } from "@/app/_shared/error-props";

/** The spec's Error screen when the bookings cannot be loaded. */
export default function BookingsError({ reset }: ErrorBoundaryProps) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <h1 className="text-lg font-semibold text-red-900">Error</h1>
      <p className="mt-1 text-sm text-red-900">Failed to fetch bookings</p>
      <Button onClick={reset} className="mt-4">
        Try again
      </Button>
    </div>
  );
}
