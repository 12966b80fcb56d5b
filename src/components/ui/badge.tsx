import type { ReactNode } from "react";
import { cn } from "./cn";

export type BadgeTone = "green" | "yellow" | "red" | "blue" | "gray";

// The one colour map for statuses: 100 backgrounds with 900 text are all above 7:1 (WCAG AAA).
export const BADGE_TONE_CLASSES: Record<BadgeTone, string> = {
  green: "bg-green-100 text-green-900",
  yellow: "bg-yellow-100 text-yellow-900",
  red: "bg-red-100 text-red-900",
  blue: "bg-blue-100 text-blue-900",
  gray: "bg-neutral-200 text-neutral-900",
};

/** A short status label. Colour is never the only signal: the text says the status. */
export function Badge({
  tone = "gray",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        BADGE_TONE_CLASSES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
