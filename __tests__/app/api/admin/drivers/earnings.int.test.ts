import { GET } from "@/app/api/admin/drivers/[id]/earnings/route";
import type { DriverEarningsView } from "@/lib/drivers/earnings-types";
import type { UserRow } from "@/server/db/schema";
import { createUser } from "@test/factories";
import { completedDriverJob } from "@test/earnings";
import { offeredDriver } from "@test/offers";
import { callRoute } from "@test/route-client";

interface Envelope {
  success: boolean;
  message: string;
  data?: DriverEarningsView;
  errors?: Record<string, string>;
}

const earnings = (user: UserRow | null, id: number | string, query = "") =>
  callRoute<Envelope, { id: string }>(GET, {
    url: `/api/admin/drivers/${id}/earnings${query}`,
    params: { id: String(id) },
    as: user ?? undefined,
  });

describe("GET /api/admin/drivers/{id}/earnings", () => {
  let admin: UserRow;
  let driver: Awaited<ReturnType<typeof offeredDriver>>;

  beforeAll(async () => {
    admin = await createUser({ role: "admin" });
    driver = await offeredDriver();
    await completedDriverJob(driver.driverId, new Date("2026-05-11T09:00:00Z"), {
      payPence: 6_050,
    });
    await completedDriverJob(driver.driverId, new Date("2026-05-17T22:30:00Z"), {
      payPence: 7_025,
    });
  });

  it("answers the driver's ledger: the week's lines, the week's and all-time totals", async () => {
    const res = await earnings(admin, driver.driverId, "?week=2026-05-13");
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data.week).toEqual({
      week_start: "2026-05-11",
      week_end: "2026-05-17",
      jobs: 2,
      total_pence: 13_075,
    });
    expect(data.lines.map((line) => [line.date, line.amount_pence])).toEqual([
      ["2026-05-11", 6_050],
      // 22:30 UTC on Sunday is 23:30 BST, still Sunday.
      ["2026-05-17", 7_025],
    ]);
    expect(data.total_pence).toBe(13_075);
    expect(data.total_trips).toBe(2);
  });

  it("answers 401 without a session and 403 to drivers, customers and partners", async () => {
    expect((await earnings(null, driver.driverId)).status).toBe(401);
    expect((await earnings(driver.user, driver.driverId)).status).toBe(403);
    for (const role of ["customer", "partner"] as const)
      expect((await earnings(await createUser({ role }), driver.driverId)).status).toBe(403);
  });

  it("answers 404 for a missing or malformed driver id", async () => {
    expect((await earnings(admin, 2_000_000_000)).status).toBe(404);
    expect((await earnings(admin, "abc")).status).toBe(404);
  });

  it("answers 400 with the field for a bad week, and for an unknown parameter", async () => {
    const bad = await earnings(admin, driver.driverId, "?week=2026-13-01");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("week");
    const unknown = await earnings(admin, driver.driverId, "?page=2");
    expect(unknown.status).toBe(400);
  });
});
