"use client";

import { Button } from "@/components/ui/button";
import { BOARD_QUEUE_CARDS, BOARD_QUEUE_CARDS_MAX } from "@/lib/dispatch/board-types";

/**
 * Under the queue on a busy day: "Showing 50 of 500 unassigned cars" and the button for the
 * next page (the server sends the first cars by pickup and every urgent one). Past
 * BOARD_QUEUE_CARDS_MAX the server sends no more; the day's last cars then wait for the first
 * to be given out.
 */
export function QueueFooter({
  shown,
  total,
  onShowMore,
}: {
  shown: number;
  total: number;
  onShowMore: () => void;
}) {
  if (total <= shown) return null;
  const more = Math.min(BOARD_QUEUE_CARDS, total - shown);
  const canAsk = shown < BOARD_QUEUE_CARDS_MAX;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-neutral-800">
      <p role="status">
        Showing {shown.toLocaleString("en-GB")} of {total.toLocaleString("en-GB")} unassigned cars.
      </p>
      {canAsk && (
        <Button size="sm" variant="secondary" onClick={onShowMore}>
          Show {more} more {more === 1 ? "car" : "cars"}
        </Button>
      )}
    </div>
  );
}
