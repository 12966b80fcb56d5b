import { GET } from "@/app/api/driver/earnings/route";
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

const earnings = (user: UserRow | null, query = "") =>
  callRoute<Envelope>(GET, { url: `/api/driver/earnings${query}`, as: user ?? undefined });

// A Wednesday: the week of Monday 2 March 2026.
const EARNED_AT = new Date("2026-03-04T15:00:00Z");

describe("GET /api/driver/earnings", () => {
  let driverA: Awaited<ReturnType<typeof offeredDriver>>;
  let driverB: Awaited<ReturnType<typeof offeredDriver>>;
  let bookingReference: string;

  beforeAll(async () => {
    driverA = await offeredDriver();
    driverB = await offeredDriver();
    const { booking } = await completedDriverJob(driverA.driverId, EARNED_AT, {
      booking: { price_pence: 15_555 },
    });
    bookingReference = booking.booking_reference;
    await completedDriverJob(driverB.driverId, EARNED_AT, { payPence: 9_999 });
  });

  it("answers the signed-in chauffeur's own week, lines and totals to the penny", async () => {
    const res = await earnings(driverA.user, "?week=2026-03-08");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = res.body.data!;
    expect(data.driver_id).toBe(driverA.driverId);
    // 15555 × 0.7 = 10888.5, rounded down.
    expect(data.week).toEqual({
      week_start: "2026-03-02",
      week_end: "2026-03-08",
      jobs: 1,
      total_pence: 10_888,
    });
    expect(data.lines).toEqual([
      expect.objectContaining({
        kind: "job",
        amount_pence: 10_888,
        date: "2026-03-04",
        booking_reference: bookingReference,
        pickup_location: expect.stringContaining("Heathrow"),
        dropoff_location: expect.stringContaining("Big Ben"),
      }),
    ]);
    expect(data.total_pence).toBe(10_888);
    expect(data.total_trips).toBe(1);
  });

  it("never shows another chauffeur's earnings", async () => {
    const res = await earnings(driverB.user, "?week=2026-03-04");
    expect(res.body.data!.driver_id).toBe(driverB.driverId);
    expect(res.body.data!.lines.map((line) => line.amount_pence)).toEqual([9_999]);
    expect(res.text).not.toContain(bookingReference);
  });

  it("answers 401 without a session and 403 to every other role", async () => {
    expect((await earnings(null)).status).toBe(401);
    for (const role of ["customer", "partner", "admin"] as const)
      expect((await earnings(await createUser({ role }))).status).toBe(403);
  });

  it("answers 404 to a driver account with no driver record", async () => {
    const res = await earnings(await createUser({ role: "driver" }));
    expect(res.status).toBe(404);
  });

  it.each([
    ["a date that does not exist", "?week=2026-02-30", "week"],
    ["a date in another format", "?week=04/03/2026", "week"],
    ["an empty week", "?week=", "week"],
  ])("answers 400 for %s", async (_label, query, field) => {
    const res = await earnings(driverA.user, query);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toHaveProperty(field);
  });

  it("answers 400 for an unknown parameter", async () => {
    const res = await earnings(driverA.user, "?week=2026-03-04&driver_id=1");
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});
