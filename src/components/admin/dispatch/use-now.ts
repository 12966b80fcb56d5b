"use client";

import { useEffect, useState } from "react";

/**
 * The current time, ticking every `everyMs` while `active` (an offer's countdown). The first
 * render reads `startMs`, the clock the server rendered with (the board's `generated_at`), so
 * the server's HTML and the browser's first render say the same "4:59 left"; reading the
 * browser's clock there failed hydration whenever a second passed in between. The browser's
 * clock takes over as soon as the page is live.
 */
export function useNow(everyMs: number, active: boolean, startMs: number): number {
  const [now, setNow] = useState(startMs);
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, everyMs);
    return () => clearInterval(timer);
  }, [everyMs, active]);
  return now;
}
