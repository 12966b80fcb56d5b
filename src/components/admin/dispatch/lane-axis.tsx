"use client";

import { wallClock } from "@/lib/dispatch/board-time";
import { BOARD_TIME_ZONE } from "@/lib/dispatch/board-types";

export const HOUR_MS = 3_600_000;

/** The board's day as instants (epoch ms): 24 hours, or 25 or 23 on the days the clocks change. */
export interface Axis {
  startsAt: number;
  endsAt: number;
}

/** The hour ruler above the lanes (from 1024 px). */
export function HourScale({ axis }: { axis: Axis }) {
  const hours = Math.round((axis.endsAt - axis.startsAt) / HOUR_MS);
  return (
    <div aria-hidden className="hidden lg:flex">
      {/* Sticky and opaque like the names below it: the hours that scroll under the names are
          covered too, so no hour is labelled where its jobs cannot be seen. */}
      <div className="sticky left-0 z-20 w-48 shrink-0 bg-white" />
      <div className="relative h-6 flex-1 text-xs text-neutral-700">
        {Array.from({ length: hours }, (_, hour) => (
          <span
            key={hour}
            className="absolute top-0 border-l border-neutral-300 pl-1"
            style={{ left: `${(hour / hours) * 100}%` }}
          >
            {wallClock(new Date(axis.startsAt + hour * HOUR_MS), BOARD_TIME_ZONE)}
          </span>
        ))}
      </div>
    </div>
  );
}
