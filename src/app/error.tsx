"use client";

import { UnavailableScreen } from "@/components/errors/unavailable-screen";

/** Any page whose server work failed (an outage most of the time): a friendly retry screen. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <UnavailableScreen digest={error.digest} onRetry={reset} />;
}
