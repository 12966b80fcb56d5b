/**
 * Shared by the benches' prepare scripts (run before `next start`: PGlite allows one process per
 * data directory): timed steps on stderr, topping the database up to N demo bookings, and the
 * plan of one statement as EXPLAIN ANALYZE prints it.
 */
import { sql, type SQL } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import { getServerConfig } from "@/env";
import type { Database } from "@/server/db/client";
import { seedDemo } from "@/server/db/demo-seed";
import { rowsOf } from "@/server/db/rows";

const started = performance.now();

/** Runs one step and writes its duration (and the time since the start) to stderr. */
export async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const begun = performance.now();
  const result = await run();
  const seconds = (performance.now() - begun) / 1000;
  const total = (performance.now() - started) / 1000;
  console.error(`prepare: ${name} ${seconds.toFixed(1)} s (at ${total.toFixed(1)} s)`);
  return result;
}

/** Seeds demo bookings until there are `wanted` (return legs not counted); fresh statistics either way. */
export async function topUpDemoBookings(db: Database, wanted: number): Promise<void> {
  const have = await step("count bookings before seeding", async () => {
    const [row] = rowsOf<{ n: string }>(
      await db.execute(sql`select count(*) as n from bookings where not is_return_booking`),
    );
    return Number(row?.n ?? 0);
  });
  if (have < wanted) {
    const seedStarted = performance.now();
    const log = (line: string) =>
      console.error(`${line} (${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);
    // The seed ends with its own VACUUM (ANALYZE): statistics and visibility map are fresh.
    await step(`seed ${wanted - have} bookings`, () =>
      seedDemo(db, { bookings: wanted - have, log }),
    );
  } else if (getServerConfig().database.kind === "pglite") {
    // Statistics are what the plans need; a VACUUM of a million-row PGlite (one WASM core) costs
    // minutes and changes no plan of a database that was vacuumed when it was seeded.
    await step("analyze", () => db.execute(sql`analyze`));
  } else {
    await step("vacuum (analyze)", () => db.execute(sql`vacuum (analyze)`));
  }
}

/** EXPLAIN ANALYZE of one statement, as the lines PostgreSQL prints. */
export async function explainAnalyze(db: Database, name: string, statement: SQL): Promise<string> {
  const result = await step(`explain analyze ${name}`, () =>
    db.execute(sql`explain (analyze, costs off, timing on) ${statement}`),
  );
  return rowsOf<{ "QUERY PLAN": string }>(result)
    .map((line) => line["QUERY PLAN"])
    .join("\n");
}
