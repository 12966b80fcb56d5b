"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

/**
 * The pickup sign full screen in the largest type that fits, for holding up in arrivals. A plain
 * modal layer (no library): it fills the screen in portrait or landscape, Escape or Close leaves.
 */
export function SignScreen({ text, onClose }: { text: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      opener?.focus();
    };
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Pickup sign"
      className="fixed inset-0 z-[70] flex flex-col bg-white p-4 text-black"
    >
      <div className="flex justify-end">
        <Button ref={closeRef} variant="outline" size="lg" onClick={onClose}>
          Close
        </Button>
      </div>
      <p className="flex flex-1 items-center justify-center text-center text-[clamp(2.5rem,12vw,8rem)] leading-tight font-bold break-words [overflow-wrap:anywhere]">
        {text}
      </p>
    </div>
  );
}
