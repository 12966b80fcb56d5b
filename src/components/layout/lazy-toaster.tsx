"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";
import { showCarriedToast } from "@/components/ui/toast";

// Sonner is fetched right after hydration instead of with the page, keeping it out of the
// home page's initial JavaScript; pages that raise toasts import it themselves anyway.
const Toaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

// Toasts start below the 64 px header (plus a gap), so they never cover its menu button or the
// account menu, on a phone (where sonner spans the width) as on a desktop.
const BELOW_HEADER = { top: 76 };

/** Spec: one toast visible at a time auto-dismisses after 5000 ms; up to 3 are shown. */
export function LazyToaster() {
  useEffect(showCarriedToast, []);
  return (
    <Toaster
      position="top-right"
      duration={5000}
      visibleToasts={3}
      closeButton
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
    />
  );
}
