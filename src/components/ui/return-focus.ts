"use client";

import { useRef } from "react";

/**
 * Most console dialogs are opened by a row's button through state, not a Radix Trigger, and
 * Radix then sends focus to the top of the page on Escape or Close. These handlers note what had
 * focus when the dialog opened (the button) and give it focus back when it closes, if it is
 * still on the page; a caller's own handler runs first and may take over (preventDefault).
 */
export function useReturnFocus(own?: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      own?.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      own?.onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
