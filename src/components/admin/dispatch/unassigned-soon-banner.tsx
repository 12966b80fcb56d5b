"use client";

import { Button } from "@/components/ui/button";
import { untilPickupText } from "@/lib/dispatch/board-time";
import type { QueueCard } from "@/lib/dispatch/board-types";
import { unassignedSoon } from "@/lib/dispatch/unassigned-soon";
import { pickupTimeText } from "./board-labels";

/**
 * Above the board: the cars within two hours of pickup (or past it) that still have no
 * chauffeur, each a button that opens its job. Only the sentence is a live region
 * (role="status", always in the page so a change is announced): it is read out when the count
 * changes on a refresh, politely, and the minutes ticking on the buttons are not.
 */
export function UnassignedSoonBanner({
  queue,
  onSelect,
}: {
  queue: readonly QueueCard[];
  onSelect: (card: QueueCard) => void;
}) {
  const { cards, message } = unassignedSoon(queue);
  return (
    <div
      className={
        message ? "rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" : undefined
      }
    >
      <p role="status" className={message ? "font-semibold" : "sr-only"}>
        {message ?? ""}
      </p>
      {cards.length > 0 && (
        <ul aria-label="Jobs without a chauffeur soon" className="mt-2 flex flex-wrap gap-2">
          {cards.map((card) => {
            const car = card.number_of_cars > 1 ? `, car ${card.car_number}` : "";
            return (
              <li key={`${card.booking_id}-${card.car_number}`}>
                <Button
                  size="sm"
                  variant="outline"
                  className="max-w-full text-left"
                  onClick={() => onSelect(card)}
                >
                  {`${card.booking_reference}${car} · ${pickupTimeText(card.local_time, card.pickup_time_zone, card.pickup_at)} (${untilPickupText(card.minutes_until_pickup)})`}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
