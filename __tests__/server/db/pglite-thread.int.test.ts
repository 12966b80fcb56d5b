import { ThreadedPGlite } from "@/server/db/pglite-threaded";

// The embedded database's thread on its own (no drizzle): what crosses the thread boundary must
// behave as PGlite does in-process.
describe("ThreadedPGlite", () => {
  let database: ThreadedPGlite;
  beforeAll(async () => {
    database = await ThreadedPGlite.open(undefined);
    await database.exec(
      "create table items (id int primary key, label text not null, at timestamptz default now())",
    );
  });
  afterAll(() => database.close());

  it("returns rows in array or object mode, leaving the types it is asked to as text", async () => {
    await database.query("insert into items (id, label) values ($1, $2)", [1, "one"]);
    const objects = await database.query("select id, label from items where id = $1", [1], {
      rowMode: "object",
    });
    expect(objects.rows).toEqual([{ id: 1, label: "one" }]);
    const arrays = await database.query("select id, at from items", [], {
      rowMode: "array",
      parsers: { 1184: (value: string) => value },
    });
    const [row] = arrays.rows as [number, unknown][];
    expect(row![0]).toBe(1);
    expect(typeof row![1]).toBe("string");
  });

  it("carries PostgreSQL's error fields across the thread", async () => {
    const error = await database
      .query("insert into items (id, label) values (1, 'again')")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "items_pkey" });
  });

  it("runs a statement with parameters again after it failed, and after its table changed", async () => {
    // Statements with parameters are planned once per text (a named statement in the thread).
    const insert = "insert into items (id, label) values ($1, $2) returning id, label";
    expect((await database.query(insert, [10, "ten"], { rowMode: "object" })).rows).toEqual([
      { id: 10, label: "ten" },
    ]);
    const duplicate = await database.query(insert, [10, "again"]).catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ code: "23505", constraint: "items_pkey" });
    expect((await database.query(insert, [11, "eleven"], { rowMode: "array" })).rows).toEqual([
      [11, "eleven"],
    ]);
    const select = "select * from items where id = $1";
    expect((await database.query(select, [11], { rowMode: "object" })).fields).toHaveLength(3);
    await database.exec("alter table items add column note text");
    const changed = await database.query(select, [11], { rowMode: "object" });
    expect(changed.rows).toEqual([
      expect.objectContaining({ id: 11, label: "eleven", note: null }),
    ]);
    await database.exec("alter table items drop column note");
    const affected = await database.query("delete from items where id = any($1::int[])", [
      [10, 11],
    ]);
    expect(affected.affectedRows).toBe(2);
  });

  it("rolls a failed transaction back and keeps other callers out until it ends", async () => {
    const order: string[] = [];
    const transaction = database
      .transaction(async (tx) => {
        await tx.query("insert into items (id, label) values (2, 'two')");
        order.push("inside");
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error("abandon");
      })
      .catch((e: Error) => e.message);
    const outside = database
      .query("select count(*)::int as n from items", [], { rowMode: "object" })
      .then((result) => {
        order.push("outside");
        return result.rows;
      });
    expect(await transaction).toBe("abandon");
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(["inside", "outside"]);
  });

  it("sends statements outside transactions without waiting for earlier answers", async () => {
    const threaded = database as unknown as { send: (message: unknown) => Promise<unknown> };
    const send = jest.spyOn(threaded, "send");
    try {
      const slow = database.query("select pg_sleep(0.2)");
      const next = database.query("select 1 as one", [], { rowMode: "object" });
      const last = database.query("select 2 as two", [], { rowMode: "object" });
      // All three are with the thread while the first still sleeps.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(send).toHaveBeenCalledTimes(3);
      await slow;
      expect((await next).rows).toEqual([{ one: 1 }]);
      expect((await last).rows).toEqual([{ two: 2 }]);
    } finally {
      send.mockRestore();
    }
  });

  it("runs a statement asked for before a transaction ahead of it", async () => {
    const before = database.query("insert into items (id, label) values (3, 'three')");
    const seen = await database.transaction(async (tx) => {
      const result = await tx.query("select label from items where id = 3", [], {
        rowMode: "object",
      });
      return result.rows;
    });
    await before;
    expect(seen).toEqual([{ label: "three" }]);
  });
});
