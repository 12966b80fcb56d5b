import type { HTMLAttributes } from "react";
import type { StatusTone } from "@/lib/booking-status";
import { cn } from "./cn";

/** The status colours; the booking state machine's `StatusTone` is the same set. */
export type BadgeTone = StatusTone;

// The one colour map for statuses: 100 backgrounds with 900 text are all above 7:1 (WCAG AAA).
export const BADGE_TONE_CLASSES: Record<BadgeTone, string> = {
  green: "bg-green-100 text-green-900",
  yellow: "bg-yellow-100 text-yellow-900",
  red: "bg-red-100 text-red-900",
  blue: "bg-blue-100 text-blue-900",
  grey: "bg-neutral-200 text-neutral-900",
};

/** A short status label. Colour is never the only signal: the text says the status. */
export function Badge({
  tone = "grey",
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      {...rest}
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        BADGE_TONE_CLASSES[tone],
        className,
      )}
    />
  );
}
