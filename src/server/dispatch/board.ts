import "server-only";
import { expireOffers } from "./offer-expiry";
import { boardDaySpan } from "@/lib/dispatch/board-time";
import {
  BOARD_IDLE_LANES,
  BOARD_QUEUE_CARDS,
  BOARD_TIME_ZONE,
  type DispatchBoard,
  URGENT_WITHIN_MINUTES,
} from "@/lib/dispatch/board-types";
import { queuePage } from "@/lib/dispatch/queue-page";
import type { JobState } from "@/lib/dispatch/job-states";
import { todayInZone } from "@/lib/time-rules";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { getSiteSettings, readSettingsGroup } from "@/server/settings/read-settings";
import { dayAssignments, type DayAssignment } from "./board-day-assignments";
import { dayBookings } from "./board-day-bookings";
import { laneDrivers } from "./board-lanes";
import { BLOCK_STATES } from "./board-sql";
import { blockShaper, driverBlocks, lanesOf, queueCards } from "./board-shape";

export interface ReadBoardInput {
  /** The board's day (yyyy-mm-dd); today in the operator's zone when not given. */
  date?: string;
  /** How many working chauffeurs without a job get a lane (BOARD_IDLE_LANES by default). */
  idle?: number;
  /** How many unassigned cars, by pickup, besides the urgent ones (BOARD_QUEUE_CARDS by default). */
  cards?: number;
  /** Only the lanes of chauffeurs whose name holds this text. */
  q?: string;
  now?: Date;
}

/** Cached between requests, except inside a caller's transaction (PGlite has one connection). */
async function dispatchSettings(executor?: Executor) {
  return executor ? readSettingsGroup("dispatch", executor) : (await getSiteSettings()).dispatch;
}

const isBlock = (row: DayAssignment) => (BLOCK_STATES as readonly JobState[]).includes(row.status);

/**
 * The dispatcher's desk for one day: the cars still to be given to someone (by pickup, urgent
 * within two hours of `now`), one lane per working chauffeur with the jobs touching the day, and
 * the jobs farmed out to partners. Five queries whatever the size of the day (and the cached
 * settings); the idle lanes (`idle`) and the queue (`cards`) come a page at a time, so the answer
 * stays small at thousands of chauffeurs and hundreds of unassigned cars.
 */
export async function readDispatchBoard(
  input: ReadBoardInput = {},
  executor?: Executor,
): Promise<DispatchBoard> {
  const now = input.now ?? new Date();
  const date = input.date ?? todayInZone(BOARD_TIME_ZONE, now);
  const db = await executorOrDb(executor);

  // Offers past their expiry return to the queue before the board is read (the board also shows
  // an offer that lapses between this sweep and the read as "Offer expired", board-shape.ts).
  await expireOffers(db, now);

  // The two big reads do not depend on each other: on PostgreSQL they run side by side. The
  // queue's page comes from the database (board-day-bookings.ts); urgent cars all come with it.
  const cards = input.cards ?? BOARD_QUEUE_CARDS;
  const urgentBefore = new Date(now.getTime() + (URGENT_WITHIN_MINUTES + 1) * 60_000);
  const [settings, { bookings, queueRows, freeCars }, rows] = await Promise.all([
    dispatchSettings(executor),
    dayBookings(db, { date, cards, urgentBefore }),
    dayAssignments(db, { date, ...boardDaySpan(date) }),
  ]);
  const blockOf = blockShaper();
  const day = driverBlocks(rows, isBlock, blockOf);
  const { drivers, idleTotal } = await laneDrivers(db, {
    busyDriverIds: [...day.blocks.keys()],
    withDayVehicle: [...day.vehicles.keys()],
    idleLimit: input.idle ?? BOARD_IDLE_LANES,
    search: input.q,
  });
  const queue = queuePage(queueCards(bookings, [...rows, ...queueRows], now), cards, freeCars);
  return {
    date,
    generated_at: now.toISOString(),
    turnaround_buffer_minutes: settings.turnaround_buffer_minutes,
    queue: queue.cards,
    queue_total: queue.total,
    lanes: lanesOf(drivers, day),
    idle_total: idleTotal,
    partner_jobs: rows.filter((row) => row.partner_id != null && isBlock(row)).map(blockOf),
  };
}
