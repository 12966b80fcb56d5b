import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { ledgerClock } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { getSiteSettings, readSettingsGroup } from "@/server/settings/read-settings";
import { devOutboxAccess } from "@/server/users/dev-outbox";

/**
 * The ledger's "now": the database clock (every instance agrees) plus the test clock's offset,
 * which only development and the browser tests can set (ledger_clock has no row in
 * production). Unit and integration tests pass their own `now` to the functions that take one.
 */
export async function ledgerNow(executor?: Executor): Promise<Date> {
  const db = await executorOrDb(executor);
  const [row] = rowsOf<{ now: string | Date }>(
    await db.execute(
      sql`select now() + make_interval(secs => coalesce((select offset_seconds from ledger_clock where id = 1), 0)) as now`,
    ),
  );
  return row ? new Date(row.now) : new Date();
}

/**
 * The operator's zone (Settings > General > Timezone): the ledger's calendar. Row dates,
 * statement dates, weekly run days and monthly periods are days in this zone. Inside a
 * transaction pass it (PGlite has one connection).
 */
export async function ledgerTimeZone(executor?: Executor): Promise<string> {
  const general = executor
    ? await readSettingsGroup("general", executor)
    : (await getSiteSettings()).general;
  return general.timezone;
}

/**
 * Whether this process lets a request move the ledger clock: where the outbox is open to this
 * machine (development, DEV_OUTBOX=1), to this machine or an administrator; never in a
 * deployment or a production build that did not opt in (it would move real payouts).
 */
export function ledgerClockAccess(): "this-machine-or-administrators" | "closed" {
  return devOutboxAccess() === "this-machine-or-administrators"
    ? "this-machine-or-administrators"
    : "closed";
}

/** Moves the ledger clock `offsetSeconds` ahead of the database clock (0 puts it back). */
export async function setLedgerClockOffset(offsetSeconds: number, executor?: Executor) {
  const db = await executorOrDb(executor);
  await db
    .insert(ledgerClock)
    .values({ id: 1, offset_seconds: offsetSeconds })
    .onConflictDoUpdate({
      target: ledgerClock.id,
      set: { offset_seconds: offsetSeconds, updated_at: sql`now()` },
    });
  return ledgerNow(db);
}
