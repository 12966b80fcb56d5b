import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";

/*
 * Every index on bookings is written by every booking insert (the hot path of POST
 * /api/bookings), so one that only repeats the leading columns of another btree index costs each
 * insert and answers no query the longer one cannot.
 */
interface IndexRow {
  name: string;
  columns: string[];
  is_btree: boolean;
  is_unique: boolean;
  is_partial: boolean;
  has_expressions: boolean;
}

async function bookingIndexes(): Promise<IndexRow[]> {
  const db = await getDb();
  const result = await db.execute(sql`
    select c.relname as name,
      array(
        select a.attname::text from unnest(i.indkey) with ordinality as k(attnum, ord)
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
        order by k.ord
      ) as columns,
      am.amname = 'btree' as is_btree,
      i.indisunique as is_unique,
      i.indpred is not null as is_partial,
      i.indexprs is not null as has_expressions
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_am am on am.oid = c.relam
    where i.indrelid = 'bookings'::regclass`);
  return rowsOf<IndexRow>(result);
}

describe("bookings indexes", () => {
  it("keep no btree index that is only the leading columns of another", async () => {
    const indexes = await bookingIndexes();
    const plain = indexes.filter(
      (index) => index.is_btree && !index.is_partial && !index.has_expressions,
    );
    const repeated = plain
      .filter((short) => !short.is_unique)
      .flatMap((short) =>
        plain
          .filter(
            (long) =>
              long.name !== short.name &&
              long.columns.length > short.columns.length &&
              short.columns.every((column, position) => long.columns[position] === column),
          )
          .map((long) => `${short.name} (${short.columns.join(", ")}) within ${long.name}`),
      );
    expect(repeated).toEqual([]);
  });

  it("still serve the lists' keysets and the search", async () => {
    const names = (await bookingIndexes()).map((index) => index.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "bookings_pickup_keyset_idx",
        "bookings_status_pickup_keyset_idx",
        "bookings_created_keyset_idx",
        "bookings_user_pickup_idx",
        "bookings_partner_pickup_idx",
        "bookings_search_trgm_idx",
      ]),
    );
  });
});
