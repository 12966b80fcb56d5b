"use client";

import { useEffect, useRef, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { boardDaySpan } from "@/lib/dispatch/board-time";
import {
  BOARD_IDLE_LANES,
  BOARD_IDLE_LANES_MAX,
  type Block,
  type Lane,
} from "@/lib/dispatch/board-types";
import { TextField } from "@/components/ui/text-field";
import { HOUR_MS, HourScale } from "./lane-axis";
import { LaneRow } from "./lane-row";
import { ShowMoreFooter, type ShowMoreNouns } from "./show-more-footer";

// The server stops at BOARD_IDLE_LANES_MAX: past it the name search finds the others.
const IDLE_LANES: ShowMoreNouns = {
  counted: "chauffeurs without a job",
  one: "chauffeur",
  many: "chauffeurs",
  step: BOARD_IDLE_LANES,
  max: BOARD_IDLE_LANES_MAX,
  pastMax: "; search by name to find the others",
};

/**
 * One row per chauffeur with the day's jobs as blocks on a 24-hour axis (25 or 23 on the days
 * the clocks change), then the partners' jobs. From 1024 px the axis scrolls sideways in its own
 * region, under the names, which stick to the region's very edge (no side padding there, or the
 * jobs scrolling past would show in it); narrower, each chauffeur's jobs are a plain list.
 *
 * With a large fleet the board holds every chauffeur with a job but only a page of the idle
 * ones (`idleTotal` of them in all): "Show more" asks for the next page and the name search
 * finds anyone. The toggle and the search are the board's own state when it passes them in.
 */
export function DriverLanes({
  date,
  lanes,
  partnerJobs,
  onSelect,
  idleTotal,
  onShowMore,
  busyOnly: busyOnlyGiven,
  onBusyOnlyChange,
  search,
  onSearchChange,
}: {
  date: string;
  lanes: Lane[];
  partnerJobs: Block[];
  onSelect: (block: Block) => void;
  /** Working chauffeurs without a job that day, with a lane or not (all have one when absent). */
  idleTotal?: number;
  onShowMore?: () => void;
  busyOnly?: boolean;
  onBusyOnlyChange?: (busyOnly: boolean) => void;
  /** The name search as typed (shown only when the board handles it). */
  search?: string;
  onSearchChange?: (text: string) => void;
}) {
  const span = boardDaySpan(date);
  const axis = { startsAt: span.startsAt.getTime(), endsAt: span.endsAt.getTime() };
  const region = useRef<HTMLDivElement>(null);
  // With hundreds of chauffeurs the working ones are easier to see alone.
  const [busyOnlyOwn, setBusyOnlyOwn] = useState(false);
  const busyOnly = busyOnlyGiven ?? busyOnlyOwn;
  const setBusyOnly = onBusyOnlyChange ?? setBusyOnlyOwn;
  const shown = busyOnly ? lanes.filter((lane) => lane.blocks.length > 0) : lanes;
  const idleShown = lanes.length - lanes.filter((lane) => lane.blocks.length > 0).length;
  const searching = (search ?? "").trim() !== "";
  // On today's board the timeline opens an hour before now rather than at midnight.
  useEffect(() => {
    const element = region.current;
    const now = Date.now();
    if (!element || now < axis.startsAt || now >= axis.endsAt) return;
    const share = (now - HOUR_MS - axis.startsAt) / (axis.endsAt - axis.startsAt);
    // The names column (w-48, 192 px) stays put; the axis is the rest of the width.
    element.scrollLeft = Math.max(0, share * (element.scrollWidth - 192));
  }, [axis.startsAt, axis.endsAt]);
  return (
    <section aria-labelledby="lanes-heading" className="min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <h2 id="lanes-heading" className="text-lg font-semibold text-neutral-900">
          Chauffeurs
        </h2>
        <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
          {onSearchChange && (
            <TextField
              label="Find a chauffeur"
              type="search"
              value={search ?? ""}
              maxLength={100}
              onChange={(event) => onSearchChange(event.target.value)}
              className="w-56"
            />
          )}
          <Checkbox
            label="Only chauffeurs with jobs"
            checked={busyOnly}
            onCheckedChange={setBusyOnly}
          />
        </div>
      </div>
      <div
        ref={region}
        role="region"
        aria-label="Chauffeurs' day"
        tabIndex={0}
        className="mt-2 rounded-lg border border-neutral-300 bg-white p-2 focus-visible:outline-2 focus-visible:outline-brand-gold-500 lg:overflow-x-auto lg:px-0"
      >
        {/* Eight rem an hour (and the names' 12): wide enough for a job of 45 minutes to show
            its reference and times. */}
        <div className="lg:min-w-[204rem]">
          <HourScale axis={axis} />
          <ul aria-label="Chauffeurs">
            {shown.map((lane) => (
              <LaneRow
                key={lane.driver_id}
                title={lane.name}
                detail={[lane.status, lane.vehicle].filter(Boolean).join(" · ")}
                blocks={lane.blocks}
                axis={axis}
                onSelect={onSelect}
              />
            ))}
            {partnerJobs.length > 0 && (
              <LaneRow
                title="Partners"
                detail="Farmed-out jobs"
                blocks={partnerJobs}
                axis={axis}
                onSelect={onSelect}
              />
            )}
          </ul>
          {shown.length === 0 && (
            <p className="p-2 text-sm text-neutral-700">
              {searching
                ? `No chauffeur's name holds “${(search ?? "").trim()}” this day.`
                : "No chauffeur is working this day."}
            </p>
          )}
          {!busyOnly && idleTotal !== undefined && (
            <ShowMoreFooter
              shown={idleShown}
              total={idleTotal}
              nouns={IDLE_LANES}
              onShowMore={onShowMore}
              className="p-2 lg:sticky lg:left-0 lg:w-fit"
            />
          )}
        </div>
      </div>
    </section>
  );
}
