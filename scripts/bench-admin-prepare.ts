/**
 * Run by `npm run bench:admin` before it starts the server (PGlite allows one process per data
 * directory): tops the database up to the wanted number of demo bookings, then prints, as one
 * JSON line, the query plans of the list's search and filters (EXPLAIN ANALYZE of the very
 * queries the endpoint runs) and a keyset cursor from the middle of the list for the deep page.
 * Every step's duration goes to stderr (`prepare: <step> <seconds>`), so a slow preparation
 * says whether the seed, the statistics, one of the product's queries or the script is the cost.
 */
import { sql } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import { getServerConfig } from "@/env";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import {
  bookingCountQuery,
  bookingPageQuery,
  resolveList,
} from "@/server/bookings/booking-list-query";
import { COUNT_CAP } from "@/server/bookings/list-bookings";
import type { SessionUser } from "@/server/auth/session";
import { closeDb, getDb, unboundStatementsForScripts } from "@/server/db/client";
import { seedDemo } from "@/server/db/demo-seed";
import { rowsOf } from "@/server/db/rows";
import { middleCursor } from "./bench-middle-cursor";
import { benchWeek } from "./bench-week";

const ADMIN: SessionUser = {
  user_id: 0,
  email: "bench@example.com",
  first_name: "Bench",
  last_name: "Admin",
  role: "admin",
  profile_image: null,
};

const started = performance.now();

/** Runs one step and writes its duration (and the time since the start) to stderr. */
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const begun = performance.now();
  const result = await run();
  const seconds = (performance.now() - begun) / 1000;
  const total = (performance.now() - started) / 1000;
  console.error(`prepare: ${name} ${seconds.toFixed(1)} s (at ${total.toFixed(1)} s)`);
  return result;
}

async function main() {
  unboundStatementsForScripts();
  const wanted = Number(process.argv[2]);
  const db = await step("open (migrations, admin seed)", () => getDb());
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
  const plans: Record<string, string> = {};
  const explain = async (name: string, params: Record<string, string>) => {
    const list = resolveList(ADMIN, bookingListParamsSchema.parse(params), { now: new Date() });
    const where = list.where;
    const page = bookingPageQuery(db, list, { after: null, offset: 0, limit: 11 });
    for (const [part, statement] of [
      ["page", page.getSQL()],
      // The count as cappedCount runs it: the filter's rows, stopped after the cap.
      [
        "count",
        sql`select count(*) from (${bookingCountQuery(db, where).getSQL()} limit ${COUNT_CAP + 1}) as capped`,
      ],
    ] as const) {
      const result = await step(`explain analyze ${name} (${part})`, () =>
        db.execute(sql`explain (analyze, costs off, timing on) ${statement}`),
      );
      plans[`${name} (${part})`] = rowsOf<{ "QUERY PLAN": string }>(result)
        .map((line) => line["QUERY PLAN"])
        .join("\n");
    }
  };
  await explain("name search q=patel", { q: "patel" });
  await explain("phone search q=7700900123", { q: "7700900123" });
  await explain("status + date range", {
    status: "completed",
    from: benchWeek().from,
    to: benchWeek().to,
  });
  await explain("first page", {});
  const cursor = await step("middle cursor", () => middleCursor(db));
  const total = await step("count bookings (incl. return legs)", async () => {
    const [row] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from bookings`));
    return Number(row?.n ?? 0);
  });
  const [sample] = rowsOf<{ booking_id: number }>(
    await db.execute(sql`select booking_id from bookings order by booking_id desc limit 1`),
  );
  console.log(
    JSON.stringify({
      bookings: total,
      cursor,
      sampleId: Number(sample?.booking_id ?? 1),
      plans,
    }),
  );
  await step("close", () => closeDb());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
