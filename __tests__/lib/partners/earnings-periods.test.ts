import { earningsPeriods, percentChange } from "@/lib/partners/earnings-periods";

describe("earnings periods", () => {
  it("compares each period so far with the prior period of the same length", () => {
    // Thursday 26 November 2026, 15:00 UTC.
    const now = new Date("2026-11-26T15:00:00Z");
    const byKey = Object.fromEntries(earningsPeriods(now).map((p) => [p.key, p]));
    expect(byKey.today!.current.from.toISOString()).toBe("2026-11-26T00:00:00.000Z");
    expect(byKey.today!.previous).toEqual({
      from: new Date("2026-11-25T00:00:00Z"),
      to: new Date("2026-11-25T15:00:00Z"),
    });
    expect(byKey.week!.current.from.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(byKey.week!.previous.to.toISOString()).toBe("2026-11-19T15:00:00.000Z");
    expect(byKey.month!.previous).toEqual({
      from: new Date("2026-10-01T00:00:00Z"),
      to: new Date("2026-10-26T15:00:00Z"),
    });
  });

  it("never reaches past the end of a shorter previous month", () => {
    const now = new Date("2027-03-31T12:00:00Z");
    const month = earningsPeriods(now).find((p) => p.key === "month")!;
    expect(month.previous.to.toISOString()).toBe("2027-03-01T00:00:00.000Z");
  });

  it("states the change in percent, and none when there was nothing before", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 200)).toBe(-75);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(0, 0)).toBeUndefined();
    expect(percentChange(200, 200)).toBe(0);
    expect(percentChange(500, 0)).toBeUndefined();
  });
});
