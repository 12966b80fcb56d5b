import { duePayout, isoWeek, nextPayoutDate } from "@/lib/partners/payout-period";

const LONDON = "Europe/London";
const never = () => false;

describe("duePayout: weekly partners are paid on the run day (Thursday) for its week", () => {
  it("pays the period of the latest Thursday on or before the run", () => {
    // Thursday 26 November 2026, Monday 30 November, Wednesday 25 November.
    expect(duePayout("weekly", new Date("2026-11-26T10:00:00Z"), LONDON)).toEqual({
      period: "2026-W48",
      run_date: "2026-11-26",
      written_before: null,
    });
    expect(duePayout("weekly", new Date("2026-11-30T10:00:00Z"), LONDON).period).toBe("2026-W48");
    expect(duePayout("weekly", new Date("2026-11-25T10:00:00Z"), LONDON).period).toBe("2026-W47");
  });

  it("reads the day in the operator's zone (summer time: 00:30 BST is still the day before in UTC)", () => {
    const justAfterMidnight = new Date("2026-04-01T23:30:00Z"); // Thursday 2 April, 00:30 in London
    expect(duePayout("weekly", justAfterMidnight, LONDON).run_date).toBe("2026-04-02");
    expect(duePayout("weekly", justAfterMidnight, "UTC").run_date).toBe("2026-03-26");
  });

  it("numbers ISO weeks by their Thursday's year", () => {
    expect(isoWeek("2026-12-31")).toBe("2026-W53");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(isoWeek("2027-01-04")).toBe("2027-W01");
  });
});

describe("duePayout: monthly partners are paid on the month's first Thursday for the month before", () => {
  it("cuts the month at midnight in London across the change to summer time (April)", () => {
    const due = duePayout("monthly", new Date("2026-04-02T09:00:00Z"), LONDON);
    expect(due.period).toBe("2026-03");
    expect(due.run_date).toBe("2026-04-02");
    // 1 April 00:00 BST is 31 March 23:00 UTC.
    expect(due.written_before).toEqual(new Date("2026-03-31T23:00:00Z"));
  });

  it("cuts the month at midnight in London after the change back to winter time (November)", () => {
    // Thursday 5 November 2026 is November's first Thursday; clocks went back on 25 October.
    const due = duePayout("monthly", new Date("2026-11-05T09:00:00Z"), LONDON);
    expect(due.period).toBe("2026-10");
    expect(due.written_before).toEqual(new Date("2026-11-01T00:00:00Z"));
    // 00:30 BST on Thursday 1 October (23:30 UTC on Wednesday 30 September) is October's run.
    const october = new Date("2026-09-30T23:30:00Z");
    expect(duePayout("monthly", october, LONDON).period).toBe("2026-09");
    expect(duePayout("monthly", october, "UTC").period).toBe("2026-08");
  });

  it("owes last month's payout before the month's first Thursday only for the month before that", () => {
    // Wednesday 1 April: April's run day has not come, so March's run (for February) is the due one.
    const due = duePayout("monthly", new Date("2026-04-01T09:00:00Z"), LONDON);
    expect(due.period).toBe("2026-02");
    expect(due.run_date).toBe("2026-03-05");
  });
});

describe("nextPayoutDate", () => {
  it("is the next Thursday for a weekly partner, the one after when this week's is made", () => {
    const wednesday = new Date("2026-11-25T10:00:00Z");
    expect(
      nextPayoutDate({ schedule: "weekly", now: wednesday, timeZone: LONDON, hasPayout: never }),
    ).toBe("2026-11-26");
    const thursday = new Date("2026-11-26T15:00:00Z");
    expect(
      nextPayoutDate({
        schedule: "weekly",
        now: thursday,
        timeZone: LONDON,
        hasPayout: (period) => period === "2026-W48",
      }),
    ).toBe("2026-12-03");
  });

  it("is the first Thursday of the next month for a monthly partner", () => {
    const midMonth = new Date("2026-03-18T10:00:00Z");
    expect(
      nextPayoutDate({ schedule: "monthly", now: midMonth, timeZone: LONDON, hasPayout: never }),
    ).toBe("2026-04-02");
    const runDay = new Date("2026-04-02T10:00:00Z");
    expect(
      nextPayoutDate({
        schedule: "monthly",
        now: runDay,
        timeZone: LONDON,
        hasPayout: (period) => period === "2026-03",
      }),
    ).toBe("2026-05-07");
  });
});
