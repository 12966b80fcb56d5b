import { EARLY_SET_OFF_MS, earlySetOffMinutes } from "@/lib/dispatch/driver-steps";

const PICKUP = new Date("2026-12-03T10:00:00Z");
const before = (ms: number) => new Date(PICKUP.getTime() - ms);

describe("earlySetOffMinutes", () => {
  it("asks for confirmation only more than two hours before the pickup", () => {
    expect(
      earlySetOffMinutes({ status: "assigned", pickupAt: PICKUP, now: before(EARLY_SET_OFF_MS) }),
    ).toBeNull();
    expect(
      earlySetOffMinutes({
        status: "assigned",
        pickupAt: PICKUP,
        now: before(EARLY_SET_OFF_MS + 1),
      }),
    ).toBe(120);
    expect(
      earlySetOffMinutes({ status: "assigned", pickupAt: PICKUP, now: before(7.5 * 3_600_000) }),
    ).toBe(450);
    expect(earlySetOffMinutes({ status: "assigned", pickupAt: PICKUP, now: PICKUP })).toBeNull();
    // Late for the pickup: setting off is never questioned.
    expect(
      earlySetOffMinutes({
        status: "assigned",
        pickupAt: PICKUP,
        now: new Date("2026-12-03T10:20:00Z"),
      }),
    ).toBeNull();
  });

  it("is only about setting off, not the later steps", () => {
    for (const status of ["on_the_way", "arrived", "on_board", "completed", "offered"] as const) {
      expect(earlySetOffMinutes({ status, pickupAt: PICKUP, now: before(86_400_000) })).toBeNull();
    }
  });

  it("counts real time across the change to summer time, not the wall clock", () => {
    // The UK clocks go forward at 01:00 UTC on 28 March 2027: 23:30 on the 27th to 10:00 on the
    // 28th (both London time) is 9 h 30 min of real time, though the wall clock moves 10 h 30 min.
    const pickupAt = new Date("2027-03-28T09:00:00Z"); // 10:00 BST
    const now = new Date("2027-03-27T23:30:00Z"); // 23:30 GMT
    expect(earlySetOffMinutes({ status: "assigned", pickupAt, now })).toBe(570);
  });
});
