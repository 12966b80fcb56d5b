import { choiceFilter, listParamsSchema, parseSort, sortParam } from "@/lib/list-params";

const schema = listParamsSchema({
  sorts: ["created_at", "name"],
  filters: { status: choiceFilter(["Open", "Closed"], "Status") },
});

describe("list params", () => {
  it("reads one sort syntax: key ascending, -key descending", () => {
    expect(parseSort("name", ["name"])).toEqual({ key: "name", direction: "asc" });
    expect(parseSort("-name", ["name"])).toEqual({ key: "name", direction: "desc" });
    expect(parseSort("newest", ["name"])).toBeNull();
    expect(sortParam({ key: "name", direction: "desc" })).toBe("-name");
    expect(schema.parse({ sort: "-created_at" }).sort).toEqual({
      key: "created_at",
      direction: "desc",
    });
  });

  it("defaults page and size, caps the size to the list's sizes, and reads 'all' as no filter", () => {
    expect(schema.parse({})).toMatchObject({ page: 1, page_size: 10 });
    expect(schema.safeParse({ page_size: "500" }).success).toBe(false);
    expect(schema.parse({ page_size: "100", status: "all" })).toMatchObject({
      page_size: 100,
      status: undefined,
    });
  });

  it("refuses unknown keys, a separate order, and a cursor on a list without keysets", () => {
    for (const input of [{ order: "desc" }, { colour: "red" }, { cursor: "abc" }]) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
    }
    const keyset = listParamsSchema({ sorts: ["name"], filters: {}, keyset: true });
    expect(keyset.parse({ cursor: "abc_-1" }).cursor).toBe("abc_-1");
  });
});
