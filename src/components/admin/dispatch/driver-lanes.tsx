"use client";

import { useEffect, useRef, useState, type CSSProperties } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { boardDaySpan, wallClock } from "@/lib/dispatch/board-time";
import {
  BOARD_IDLE_LANES,
  BOARD_IDLE_LANES_MAX,
  BOARD_TIME_ZONE,
  type Block,
  type Lane,
} from "@/lib/dispatch/board-types";
import { TextField } from "@/components/ui/text-field";
import { laneRows } from "@/lib/dispatch/lane-rows";
import { JOB_STATE_LABELS } from "./board-labels";
import { ShowMoreFooter, type ShowMoreNouns } from "./show-more-footer";

const HOUR_MS = 3_600_000;
/**
 * The narrowest a job is drawn (an hour, 8 rem): its reference, times and "Passenger on board"
 * fit on their lines. A shorter job's block reaches past its end; its text gives the real times.
 */
const MIN_DRAWN_MS = HOUR_MS;
/** One row of a lane (rem): three lines of a block's text with its padding and a gap. */
const ROW_REM = 4.25;

interface Axis {
  startsAt: number;
  endsAt: number;
}

/** The block's place on the day's axis and its lane's row as CSS variables (from 1024 px). */
function placement(block: Block, axis: Axis, row: number): CSSProperties {
  const length = axis.endsAt - axis.startsAt;
  const from = Math.max(Date.parse(block.starts_at), axis.startsAt);
  // Clamped to the day's end, but never narrower than the minimum: a short job late in the
  // evening reaches a little past midnight rather than hiding its reference.
  const until = Math.max(Math.min(Date.parse(block.ends_at), axis.endsAt), from + MIN_DRAWN_MS);
  const left = ((from - axis.startsAt) / length) * 100;
  const width = ((until - from) / length) * 100;
  return {
    "--left": `${left}%`,
    "--width": `${width}%`,
    "--top": `${row * ROW_REM + 0.25}rem`,
  } as CSSProperties;
}

function blockText(block: Block): string {
  return `${block.booking_reference}${block.car_number > 1 ? ` car ${block.car_number}` : ""}`;
}

function BlockButton({
  block,
  axis,
  row,
  onSelect,
}: {
  block: Block;
  axis: Axis;
  row: number;
  onSelect: (block: Block) => void;
}) {
  const state = [JOB_STATE_LABELS[block.status], block.partner_name].filter(Boolean).join(" · ");
  const warning = block.warnings?.join(" · ");
  // On the timeline a job is narrow: reference, times and state each get a line of their own
  // (the separators are read out, not shown), and the whole text is the button's hover title.
  return (
    <li
      style={placement(block, axis, row)}
      className="lg:absolute lg:top-[var(--top)] lg:left-[var(--left)] lg:h-[3.75rem] lg:w-[var(--width)]"
    >
      <button
        type="button"
        title={`${blockText(block)} ${block.local_start}–${block.local_end} ${state}${warning ? ` ${warning}` : ""}`}
        onClick={() => onSelect(block)}
        className={cn(
          "flex min-h-11 w-full flex-col overflow-hidden rounded border border-neutral-500 bg-neutral-50 px-1.5 py-1 text-left text-xs text-neutral-900 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-500 max-lg:flex-row max-lg:flex-wrap max-lg:gap-x-1 lg:h-full",
          // A lapsed document or a chauffeur out of service: the job needs the dispatcher.
          warning && "border-2 border-red-700 bg-red-50 hover:bg-red-100",
        )}
      >
        <span className="truncate font-semibold">{blockText(block)}</span>
        <span className="font-semibold lg:sr-only"> · </span>
        <span className="truncate tabular-nums max-lg:font-semibold">
          {block.local_start}–{block.local_end}
        </span>
        <span className="sr-only">, </span>
        <span className="truncate max-lg:basis-full">{state}</span>
        {warning && (
          <>
            <span className="sr-only">, </span>
            <span className="truncate font-semibold text-red-800 max-lg:basis-full">{warning}</span>
          </>
        )}
      </button>
    </li>
  );
}

function LaneRow({
  title,
  detail,
  blocks,
  axis,
  onSelect,
}: {
  title: string;
  detail: string;
  blocks: Block[];
  axis: Axis;
  onSelect: (block: Block) => void;
}) {
  // Jobs at the same time (several partners' at once) are drawn on rows of their own.
  const { rowOf, rows } = laneRows(blocks, MIN_DRAWN_MS);
  return (
    <li className="border-b border-neutral-200 py-2 lg:flex lg:min-h-16 lg:items-stretch lg:py-0">
      <div className="text-sm lg:sticky lg:left-0 lg:z-10 lg:w-48 lg:shrink-0 lg:bg-white lg:py-2 lg:pr-2 lg:pl-2">
        <p className="font-semibold text-neutral-900">{title}</p>
        <p className="text-xs text-neutral-700">{detail}</p>
      </div>
      {blocks.length === 0 ? (
        <p className="text-xs text-neutral-700 lg:self-center lg:pl-2">No jobs</p>
      ) : (
        <ul
          aria-label={`Jobs of ${title}`}
          style={{ "--lane-height": `${rows * ROW_REM}rem` } as CSSProperties}
          className="mt-1 flex flex-col gap-1 lg:relative lg:mt-0 lg:h-[var(--lane-height)] lg:flex-1"
        >
          {blocks.map((block) => (
            <BlockButton
              key={block.assignment_id}
              block={block}
              axis={axis}
              row={rowOf.get(block.assignment_id) ?? 0}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function HourScale({ axis }: { axis: Axis }) {
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
