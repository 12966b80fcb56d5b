/**
 * The dispatch board's warning: the cars with no chauffeur whose pickup is within the urgent
 * window (two hours) or already past. Pure, from the board's own answer (the queue's urgent
 * flag and minutes are computed by the server with its clock).
 */
import type { QueueCard } from "./board-types";
import { URGENT_WITHIN_MINUTES } from "./board-types";

export interface UnassignedSoon {
  /** Within the window, soonest first; pickups already past come first of all. */
  cards: QueueCard[];
  /** "2 jobs within 2 hours have no chauffeur", or null when there is nothing to warn of. */
  message: string | null;
}

const hours = URGENT_WITHIN_MINUTES / 60;

export function unassignedSoon(queue: readonly QueueCard[]): UnassignedSoon {
  const cards = queue
    .filter((card) => card.urgent)
    .sort((a, b) => a.minutes_until_pickup - b.minutes_until_pickup);
  if (cards.length === 0) return { cards, message: null };
  const late = cards.filter((card) => card.minutes_until_pickup < 0).length;
  const soon = cards.length - late;
  const parts: string[] = [];
  if (soon > 0)
    parts.push(
      `${soon} ${soon === 1 ? "job" : "jobs"} within ${hours} hours ${soon === 1 ? "has" : "have"} no chauffeur`,
    );
  if (late > 0)
    parts.push(
      `${late} ${late === 1 ? "job" : "jobs"} past ${late === 1 ? "its" : "their"} pickup time ${late === 1 ? "has" : "have"} no chauffeur`,
    );
  return { cards, message: parts.join("; ") };
}
