"use client";

import type { CSSProperties } from "react";
import { cn } from "@/components/ui/cn";
import type { Block } from "@/lib/dispatch/board-types";
import { laneRows } from "@/lib/dispatch/lane-rows";
import { JOB_STATE_LABELS } from "./board-labels";
import { HOUR_MS, type Axis } from "./lane-axis";

/**
 * The narrowest a job is drawn (an hour, 8 rem): its reference, times and "Passenger on board"
 * fit on their lines. A shorter job's block reaches past its end; its text gives the real times.
 */
const MIN_DRAWN_MS = HOUR_MS;
/** One row of a lane (rem): three lines of a block's text with its padding and a gap. */
const ROW_REM = 4.25;

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

/** One lane: its name and detail, then its jobs as blocks on the axis (a list below 1024 px). */
export function LaneRow({
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
