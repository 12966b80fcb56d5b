"use client";

import { cn } from "@/components/ui/cn";

/**
 * The chauffeur's one big switch for today, thumb-sized (64 px tall, the full width of a phone).
 * A real switch to assistive technology: its name stays "Available today" and its state is
 * announced as on or off. The colours keep AA contrast in both states (white on green-800,
 * neutral-900 on neutral-200).
 */
export function TodaySwitch({
  available,
  busy,
  onChange,
}: {
  available: boolean;
  busy: boolean;
  onChange: (available: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={available}
        aria-describedby="today-switch-state"
        disabled={busy}
        onClick={() => onChange(!available)}
        className={cn(
          "flex min-h-16 w-full items-center justify-between gap-4 rounded-xl border-2 px-5 py-3 text-left text-lg font-semibold transition-colors motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-500 disabled:cursor-wait disabled:opacity-70",
          available
            ? "border-green-800 bg-green-800 text-white"
            : "border-neutral-500 bg-neutral-200 text-neutral-900",
        )}
      >
        <span>Available today</span>
        <span
          aria-hidden
          className={cn(
            "relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2",
            available ? "border-white bg-white/20" : "border-neutral-700 bg-white",
          )}
        >
          <span
            className={cn(
              "block size-6 rounded-full transition-transform motion-reduce:transition-none",
              available ? "translate-x-6 bg-white" : "translate-x-0.5 bg-neutral-700",
            )}
          />
        </span>
      </button>
      <p id="today-switch-state" aria-live="polite" className="text-base text-neutral-800">
        {available
          ? "You can be offered jobs for today."
          : "You are off today: no jobs will be offered to you for today."}
      </p>
    </div>
  );
}
