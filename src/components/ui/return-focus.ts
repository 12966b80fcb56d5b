"use client";

import { useRef } from "react";

const FOCUSABLE =
  "button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex]";

/** Whether the element takes up room on screen (a row's phone card is hidden on a desktop). */
const isShown = (element: HTMLElement) =>
  element.getClientRects().length > 0 && !element.closest("[hidden]");

/**
 * Where focus goes when the opener is gone (an application's Approve or Reject, removed by the
 * decision): the first control still on the page in the opener's nearest remaining container,
 * such as the row's View Details; a shown one first. Null when nothing of the opener's
 * surroundings remains.
 */
function nearestRemainingControl(ancestors: readonly HTMLElement[]): HTMLElement | null {
  const container = ancestors.find(
    (element) => element.isConnected && element.querySelector(FOCUSABLE),
  );
  if (!container || container === document.body) return null;
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  return controls.find(isShown) ?? controls[0] ?? null;
}

/**
 * Most console dialogs are opened by a row's button through state, not a Radix Trigger, and
 * Radix then sends focus to the top of the page on Escape or Close. These handlers note what had
 * focus when the dialog opened (the button) and give it focus back when it closes, if it is
 * still on the page, else to the nearest control that remains around it; a caller's own handler
 * runs first and may take over (preventDefault).
 */
export function useReturnFocus(own?: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  const ancestors = useRef<HTMLElement[]>([]);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      ancestors.current = [];
      for (let node = opener.current?.parentElement; node; node = node.parentElement)
        ancestors.current.push(node);
      own?.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      own?.onCloseAutoFocus?.(event);
      const element = opener.current;
      const around = ancestors.current;
      opener.current = null;
      ancestors.current = [];
      if (event.defaultPrevented || !element) return;
      const target = element.isConnected ? element : nearestRemainingControl(around);
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
