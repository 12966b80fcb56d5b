"use client";

import { UnavailableScreen } from "@/components/errors/unavailable-screen";
import type { ErrorBoundaryProps } from "@/app/_shared/error-props";

/** Any page whose server work failed (an outage most of the time): a friendly retry screen. */
export default function PageError({ error, reset }: ErrorBoundaryProps) {
  return <UnavailableScreen digest={error.digest} onRetry={reset} />;
}
