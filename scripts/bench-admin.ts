/**
 * `npm run bench:admin [-- --million | --bookings=N]`: latency (p50/p95, one request at a time)
 * of the administrator's list and dashboard endpoints over HTTP on `next start`, against 100,000
 * demo bookings (1,000,000 with --million). The embedded PGlite database lives in
 * `.data/bench-<N>` (BENCH_DATA_DIR) and is seeded once; BENCH_DATABASE_URL measures PostgreSQL
 * instead (migrated and topped up to N first). Prints the query plans of the search and filters.
 * Needs a production build (`npm run build`).
 */
import { benchWeek } from "./bench-week";
import {
  benchEnv,
  measure,
  printPlans,
  REQUESTS,
  runMain,
  runPrepare,
  sizeFromArgs,
  startBenchServer,
  TIMING_HEADER,
  timingRow,
} from "./bench-http";

async function main(): Promise<void> {
  const size = sizeFromArgs(process.argv.slice(2), 100_000);
  const { env, database } = benchEnv(`bench-${size}`);

  console.info(
    `bench:admin: ${database}, topping up to ${size} bookings (first run seeds; this takes minutes)`,
  );
  const facts = runPrepare<{
    bookings: number;
    cursor: string | null;
    sampleId: number;
    plans: Record<string, string>;
  }>("scripts/bench-admin-prepare.ts", [String(size)], env);

  const server = await startBenchServer(env);
  try {
    const endpoints: [string, string][] = [
      ["list: first page", "/api/bookings"],
      [
        "list: status + date range",
        `/api/bookings?status=completed&from=${benchWeek().from}&to=${benchWeek().to}`,
      ],
      ["list: name search (q=patel)", "/api/bookings?q=patel"],
      ["list: phone search (one customer)", "/api/bookings?q=7700900123"],
      ["list: deep page (page=1000, offset)", "/api/bookings?page=1000"],
      [
        "list: deep page (keyset cursor, middle)",
        `/api/bookings?when=all&sort=-pickup_at&cursor=${facts.cursor ?? ""}`,
      ],
      ["dashboard: total bookings", "/api/admin/dashboard/total-bookings"],
      ["dashboard: active drivers", "/api/admin/dashboard/active-drivers"],
      ["dashboard: revenue", "/api/revenue/total"],
      ["dashboard: daily (30 days)", "/api/admin/dashboard/daily?days=30"],
      ["dashboard: recent bookings", "/api/admin/dashboard/recent-bookings"],
      ["booking details", `/api/admin/bookings/${facts.sampleId}`],
    ];
    console.info(
      `\n${database}, ${facts.bookings.toLocaleString("en-GB")} bookings (incl. return legs), ${REQUESTS} requests each, one at a time\n`,
    );
    console.info(TIMING_HEADER);
    const headers = { authorization: `Bearer ${server.token}` };
    for (const [name, url] of endpoints) {
      const result = await measure(() => fetch(`${server.base}${url}`, { headers }));
      console.info(timingRow(name, result));
    }
    printPlans(facts.plans);
  } finally {
    server.stop();
  }
}

runMain(main);
