"use client";

import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

/** How a paged part of the board names what it holds, and how far the server pages it. */
export interface ShowMoreNouns {
  /** "unassigned cars": what "Showing 50 of 500 …" counts. */
  counted: string;
  /** "car" / "cars": what the button adds. */
  one: string;
  many: string;
  /** A page's size, and the most the server sends. */
  step: number;
  max: number;
  /** Said when the server will send no more ("; search by name to find the others"). */
  pastMax?: string;
}

/**
 * "Showing 50 of 500 unassigned cars." and the button for the next page, under the board's queue
 * and its idle lanes. Nothing when everything is shown; no button past the server's maximum or
 * without a handler.
 */
export function ShowMoreFooter({
  shown,
  total,
  nouns,
  onShowMore,
  className,
}: {
  shown: number;
  total: number;
  nouns: ShowMoreNouns;
  onShowMore?: () => void;
  className?: string;
}) {
  if (total <= shown) return null;
  const more = Math.min(nouns.step, total - shown);
  const canAsk = onShowMore !== undefined && shown < nouns.max;
  return (
    <div className={cn("flex flex-wrap items-center gap-3 text-sm text-neutral-800", className)}>
      <p role="status">
        Showing {shown.toLocaleString("en-GB")} of {total.toLocaleString("en-GB")} {nouns.counted}
        {canAsk ? "" : (nouns.pastMax ?? "")}.
      </p>
      {canAsk && (
        <Button size="sm" variant="secondary" onClick={onShowMore}>
          Show {more} more {more === 1 ? nouns.one : nouns.many}
        </Button>
      )}
    </div>
  );
}
