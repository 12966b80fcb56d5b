import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { encodeCursor } from "@/server/db/paging";
import { rowsOf } from "@/server/db/rows";

/**
 * A keyset cursor for the bench's deep page, about halfway down the list in its default order
 * (pickup time, newest first). The median pickup time comes from the planner's statistics (the
 * middle bound of the pickup_at histogram, fresh after the seed's or prepare's ANALYZE), or
 * halfway between the first and last pickup without them; the row is then one index probe.
 * `OFFSET n/2` found the exact middle but read half a million index entries to do it.
 */
export async function middleCursor(db: Database): Promise<string | null> {
  const [median] = rowsOf<{ at: string | null }>(
    await db.execute(sql`
      select coalesce(
        (select bounds[1 + array_length(bounds, 1) / 2]::text
           from (select histogram_bounds::text::timestamptz[] as bounds from pg_stats
                  where schemaname = current_schema() and tablename = 'bookings'
                    and attname = 'pickup_at') as stats),
        (select (min(pickup_at) + (max(pickup_at) - min(pickup_at)) / 2)::text from bookings)
      ) as at`),
  );
  if (!median?.at) return null;
  const [row] = rowsOf<{ pickup_at: string; booking_id: number }>(
    await db.execute(sql`
      select pickup_at::text as pickup_at, booking_id from bookings
       where pickup_at <= ${median.at}::timestamptz
       order by pickup_at desc, booking_id desc limit 1`),
  );
  return row
    ? encodeCursor({
        sort: "pickup_at",
        direction: "desc",
        value: row.pickup_at,
        id: Number(row.booking_id),
      })
    : null;
}
