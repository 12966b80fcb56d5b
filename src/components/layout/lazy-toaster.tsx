"use client";

import dynamic from "next/dynamic";

// Sonner is fetched right after hydration instead of with the page, keeping it out of the
// home page's initial JavaScript; pages that raise toasts import it themselves anyway.
const Toaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

/** Spec: one toast visible at a time auto-dismisses after 5000 ms; up to 3 are shown. */
export function LazyToaster() {
  return <Toaster position="top-right" duration={5000} visibleToasts={3} closeButton />;
}
