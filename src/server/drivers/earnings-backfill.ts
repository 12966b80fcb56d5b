import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";

/**
 * Credits every completed chauffeur's job not yet in the earnings ledger (dated by the job's
 * end), then sets each driver's total_trips and earnings_pence from the ledger. For data written
 * without going through moveJob (the demo seed); idempotent.
 */
export async function backfillDriverEarnings(executor: Executor): Promise<void> {
  await executor.execute(sql`
    insert into driver_earnings (driver_id, assignment_id, booking_id, kind, amount_pence, earned_at)
    select a.driver_id, a.assignment_id, a.booking_id, 'job', coalesce(a.pay_pence, 0), a.ends_at
    from assignments a
    where a.status = 'completed' and a.driver_id is not null
    on conflict do nothing`);
  await executor.execute(sql`
    update drivers d set
      total_trips = coalesce(l.trips, 0),
      earnings_pence = coalesce(l.total, 0)
    from drivers d2
    left join (
      select driver_id, count(*) filter (where kind = 'job')::int as trips,
        sum(amount_pence)::int as total
      from driver_earnings group by driver_id
    ) l on l.driver_id = d2.driver_id
    where d.driver_id = d2.driver_id
      and (d.total_trips <> coalesce(l.trips, 0) or d.earnings_pence <> coalesce(l.total, 0))`);
}
