import { GET as listPages } from "@/app/api/admin/pages/route";
import { GET as listPayouts } from "@/app/api/admin/partners/payouts/route";
import { GET as listPartners } from "@/app/api/admin/partners/route";
import { GET as listBookings } from "@/app/api/bookings/route";
import { GET as listDrivers } from "@/app/api/drivers/route";
import { createUser } from "@test/factories";
import { callRoute } from "@test/route-client";

type Answer = { success: boolean; message: string; errors?: Record<string, string> };
type Handler = typeof listBookings;

/** Every console list endpoint reads its URL through lib/list-params.ts: the same rules. */
const LISTS: { name: string; handler: Handler; url: string; sort: string; sizes: string }[] = [
  { name: "bookings", handler: listBookings, url: "/api/bookings", sort: "pickup_at", sizes: "25" },
  { name: "drivers", handler: listDrivers, url: "/api/drivers", sort: "name", sizes: "24" },
  {
    name: "partners",
    handler: listPartners,
    url: "/api/admin/partners",
    sort: "company_name",
    sizes: "25",
  },
  { name: "pages", handler: listPages, url: "/api/admin/pages", sort: "updated_at", sizes: "50" },
  {
    name: "payouts",
    handler: listPayouts,
    url: "/api/admin/partners/payouts",
    sort: "amount",
    sizes: "100",
  },
];

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
});

const get = (list: (typeof LISTS)[number], query: string) =>
  callRoute<Answer>(list.handler, { url: `${list.url}?${query}`, as: admin });

describe.each(LISTS)("the $name list's URL", (list) => {
  it("takes the one sort syntax, key or -key, and an allowed page size", async () => {
    expect((await get(list, `sort=${list.sort}`)).status).toBe(200);
    expect((await get(list, `sort=-${list.sort}&page_size=${list.sizes}`)).status).toBe(200);
  });

  it("refuses an unknown key, naming it (a separate order parameter is one)", async () => {
    for (const query of ["colour=red", `sort=${list.sort}&order=desc`]) {
      const res = await get(list, query);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/colour|order/);
    }
  });

  it.each([
    ["page_size=1000", "page_size"],
    ["page_size=7", "page_size"],
    ["sort=newest", "sort"],
    ["sort=--name", "sort"],
    ["page=0", "page"],
  ])("answers 400 for %s", async (query, field) => {
    const res = await get(list, query);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toEqual(expect.any(String));
  });
});

describe("keyset cursors", () => {
  it("are taken where the list is large (bookings) and refused elsewhere", async () => {
    const [bookings, drivers] = [LISTS[0]!, LISTS[1]!];
    expect((await get(bookings, "cursor=!!")).body.errors?.cursor).toEqual(expect.any(String));
    const res = await get(drivers, "cursor=abc");
    expect(res.status).toBe(400);
    expect(res.body.errors?.cursor).toEqual(expect.any(String));
  });
});
