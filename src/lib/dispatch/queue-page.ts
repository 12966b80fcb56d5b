/**
 * The board's queue a page at a time: a busy day has hundreds of unassigned cars, and sending
 * every card made most of the board's answer (500 cards, 240 kB at the bench's busy day). The
 * board sends the first `size` cards by pickup, and every urgent one whatever the size, so the
 * "unassigned soon" warning never misses a car; the dispatcher asks for more ("Show more").
 */
import type { QueueCard } from "./board-types";

export interface QueuePage {
  cards: QueueCard[];
  /** Every card of the day, shown or not. */
  total: number;
}

/**
 * The first `size` cards (in the queue's pickup order) and the urgent ones after them. `queue`
 * may be only the start of the day's queue (the database sends the page's bookings and counts
 * the rest): `total` is then the count of the whole queue.
 */
export function queuePage(
  queue: readonly QueueCard[],
  size: number,
  total: number = queue.length,
): QueuePage {
  return {
    cards: queue.filter((card, index) => index < size || card.urgent),
    total,
  };
}
