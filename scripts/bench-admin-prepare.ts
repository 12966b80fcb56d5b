/**
 * Run by `npm run bench:admin` before it starts the server (PGlite allows one process per data
 * directory): tops the database up to the wanted number of demo bookings, then prints, as one
 * JSON line, the query plans of the list's search and filters (EXPLAIN ANALYZE of the very
 * queries the endpoint runs) and a keyset cursor from the middle of the list for the deep page.
 * Every step's duration goes to stderr (`prepare: <step> <seconds>`), so a slow preparation
 * says whether the seed, the statistics, one of the product's queries or the script is the cost.
 */
import { sql } from "drizzle-orm";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import {
  bookingCountQuery,
  bookingPageQuery,
  resolveList,
} from "@/server/bookings/booking-list-query";
import { COUNT_CAP } from "@/server/bookings/list-bookings";
import type { SessionUser } from "@/server/auth/session";
import { closeDb, getDb, unboundStatementsForScripts } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { middleCursor } from "./bench-middle-cursor";
import { explainAnalyze, step, topUpDemoBookings } from "./bench-prepare";
import { benchWeek } from "./bench-week";

const ADMIN: SessionUser = {
  user_id: 0,
  email: "bench@example.com",
  first_name: "Bench",
  last_name: "Admin",
  role: "admin",
  profile_image: null,
};

async function main() {
  unboundStatementsForScripts();
  const wanted = Number(process.argv[2]);
  const db = await step("open (migrations, admin seed)", () => getDb());
  await topUpDemoBookings(db, wanted);
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
      plans[`${name} (${part})`] = await explainAnalyze(db, `${name} (${part})`, statement);
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
