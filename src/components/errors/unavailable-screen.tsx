"use client";

import { Button } from "@/components/ui/button";

/**
 * What a page shows when its server work failed. In production the browser never sees the
 * server's error (only a digest), and the usual cause is a database or provider outage that
 * passes by itself, so the screen says so, names the reference a customer can quote and offers
 * a retry that re-renders without reloading the whole site.
 */
export function UnavailableScreen({ digest, onRetry }: { digest?: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto my-16 max-w-lg rounded-lg border p-6 text-center">
      <h1 className="text-xl font-semibold">Temporarily unavailable</h1>
      <p className="mt-2 text-sm">
        This page cannot be shown right now. The service is temporarily unavailable; please try
        again in a few moments.
      </p>
      {digest ? <p className="mt-2 text-xs text-neutral-600">Reference: {digest}</p> : null}
      <Button onClick={onRetry} className="mt-4">
        Try again
      </Button>
    </div>
  );
}
