import { readDriverEarnings } from "@/server/drivers/earnings-queries";
import { availableDriverId } from "@test/assignments";
import { completedDriverJob } from "@test/earnings";

/**
 * Weeks run Monday to Sunday in Europe/London. British Summer Time ends at 01:00 UTC on Sunday
 * 2026-10-25, so the week of Monday 19 October is 169 hours long: it starts at 23:00 UTC on
 * Sunday 18 October and ends at midnight UTC on 26 October.
 */
const EARNED = {
  // Sunday 18 October 23:30 BST: the week of the 12th.
  lastOfWeek12: new Date("2026-10-18T22:30:00Z"),
  // Monday 19 October 00:30 BST, still Sunday in UTC: the week of the 19th.
  firstOfWeek19: new Date("2026-10-18T23:30:00Z"),
  // Sunday 25 October 23:30 GMT, after the clocks went back: still the week of the 19th.
  lastOfWeek19: new Date("2026-10-25T23:30:00Z"),
  // Monday 26 October 00:30 GMT: the week of the 26th.
  firstOfWeek26: new Date("2026-10-26T00:30:00Z"),
};

describe("earnings by week across the end of Summer Time", () => {
  let driverId: number;

  beforeAll(async () => {
    driverId = await availableDriverId();
    const pay = [1_001, 2_002, 3_003, 4_004];
    for (const [index, at] of Object.values(EARNED).entries())
      await completedDriverJob(driverId, at, { payPence: pay[index] });
  });

  it("groups every week's totals by the London Monday", async () => {
    const view = await readDriverEarnings({ driverId, week: "2026-10-21" });
    expect(view.weeks).toEqual([
      { week_start: "2026-10-26", week_end: "2026-11-01", jobs: 1, total_pence: 4_004 },
      { week_start: "2026-10-19", week_end: "2026-10-25", jobs: 2, total_pence: 5_005 },
      { week_start: "2026-10-12", week_end: "2026-10-18", jobs: 1, total_pence: 1_001 },
    ]);
    expect(view.total_trips).toBe(4);
    expect(view.total_pence).toBe(10_010);
  });

  it("lists the week's lines from Monday 00:00 BST to the next Monday 00:00 GMT", async () => {
    const view = await readDriverEarnings({ driverId, week: "2026-10-25" });
    expect(view.week).toEqual({
      week_start: "2026-10-19",
      week_end: "2026-10-25",
      jobs: 2,
      total_pence: 5_005,
    });
    expect(view.lines.map((line) => [line.date, line.amount_pence])).toEqual([
      ["2026-10-19", 2_002],
      ["2026-10-25", 3_003],
    ]);
  });

  it("shows the week of the injected clock when no week is asked for, empty if nothing was earned", async () => {
    const during = await readDriverEarnings({ driverId, now: new Date("2026-11-01T23:59:00Z") });
    expect(during.week.week_start).toBe("2026-10-26");
    expect(during.lines.map((line) => line.amount_pence)).toEqual([4_004]);
    const later = await readDriverEarnings({ driverId, now: new Date("2026-12-01T12:00:00Z") });
    expect(later.week).toEqual({
      week_start: "2026-11-30",
      week_end: "2026-12-06",
      jobs: 0,
      total_pence: 0,
    });
    expect(later.lines).toEqual([]);
    expect(later.total_pence).toBe(10_010);
  });
});
