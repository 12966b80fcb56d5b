/**
 * Run by `npm run bench:admin` before it starts the server (PGlite allows one process per data
 * directory): tops the database up to the wanted number of demo bookings, then prints, as one
 * JSON line, the query plans of the list's search and filters (EXPLAIN ANALYZE of the very
 * queries the endpoint runs) and a keyset cursor from the middle of the list for the deep page.
 */
import { sql } from "drizzle-orm";
import { bookingListQuerySchema } from "@/lib/validations/booking-list";
import {
  bookingCountQuery,
  bookingListWhere,
  bookingPageQuery,
  COUNT_CAP,
} from "@/server/admin/booking-list";
import type { SessionUser } from "@/server/auth/session";
import { closeDb, getDb, unboundStatementsForScripts } from "@/server/db/client";
import { seedDemo } from "@/server/db/demo-seed";
import { encodeCursor } from "@/server/db/paging";
import { rowsOf } from "@/server/db/rows";
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
  const db = await getDb();
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*) as n from bookings where not is_return_booking`),
  );
  const have = Number(row?.n ?? 0);
  if (have < wanted) {
    await seedDemo(db, { bookings: wanted - have, log: (line) => console.error(line) });
  }
  await db.execute(sql`vacuum (analyze)`);
  const plans: Record<string, string> = {};
  const explain = async (name: string, params: Record<string, string>) => {
    const query = bookingListQuerySchema.parse(params);
    const where = bookingListWhere(query, ADMIN);
    const page = bookingPageQuery(db, query, where, { after: null, offset: 0, limit: 11 });
    for (const [part, statement] of [
      ["page", page.getSQL()],
      // The count as cappedCount runs it: the filter's rows, stopped after the cap.
      [
        "count",
        sql`select count(*) from (${bookingCountQuery(db, where).getSQL()} limit ${COUNT_CAP + 1}) as capped`,
      ],
    ] as const) {
      const result = await db.execute(sql`explain (analyze, costs off, timing on) ${statement}`);
      plans[`${name} (${part})`] = rowsOf<{ "QUERY PLAN": string }>(result)
        .map((line) => line["QUERY PLAN"])
        .join("\n");
    }
  };
  await explain("name search q=patel", { q: "patel" });
  await explain("phone search q=7700900123", { q: "7700900123" });
  await explain("status + date range", {
    status: "completed",
    date_from: benchWeek().from,
    date_to: benchWeek().to,
  });
  await explain("first page", {});
  const [middle] = rowsOf<{ pickup_at: string; booking_id: number }>(
    await db.execute(
      sql`select pickup_at::text as pickup_at, booking_id from bookings order by pickup_at desc, booking_id desc offset ${Math.floor(have / 2)} limit 1`,
    ),
  );
  const cursor = middle
    ? encodeCursor({
        sort: "pickup",
        direction: "desc",
        value: middle.pickup_at,
        id: Number(middle.booking_id),
      })
    : null;
  const [total] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from bookings`));
  const [sample] = rowsOf<{ booking_id: number }>(
    await db.execute(sql`select booking_id from bookings order by booking_id desc limit 1`),
  );
  console.log(
    JSON.stringify({
      bookings: Number(total?.n ?? 0),
      cursor,
      sampleId: Number(sample?.booking_id ?? 1),
      plans,
    }),
  );
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
