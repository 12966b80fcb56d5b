"use client";

import { useEffect } from "react";

/**
 * Counts a view after the page has been shown to a person: prefetches never run effects, and
 * the count is written by its own request, never on the page's critical path.
 */
export function PageViewBeacon({ slug }: { slug: string }) {
  useEffect(() => {
    const url = `/api/pages/${encodeURIComponent(slug)}/view`;
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url)) return;
    void fetch(url, { method: "POST", keepalive: true }).catch(() => undefined);
  }, [slug]);
  return null;
}
