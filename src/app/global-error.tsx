"use client";

import { UnavailableScreen } from "@/components/errors/unavailable-screen";
import type { ErrorBoundaryProps } from "@/app/_shared/error-props";
import "./globals.css";

/** A failure in the root layout itself: the same screen, with its own html and body. */
export default function GlobalError({ error, reset }: ErrorBoundaryProps) {
  return (
    <html lang="en">
      <body>
        <UnavailableScreen digest={error.digest} onRetry={reset} />
      </body>
    </html>
  );
}
