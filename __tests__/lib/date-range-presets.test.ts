import { localToday, presetOf, rangeForPreset } from "@/lib/date-range-presets";

describe("pickup date presets", () => {
  it("gives today, tomorrow and this week (Monday to Sunday)", () => {
    // Thursday 26 November 2026.
    expect(rangeForPreset("today", "2026-11-26")).toEqual({ from: "2026-11-26", to: "2026-11-26" });
    expect(rangeForPreset("tomorrow", "2026-11-26")).toEqual({
      from: "2026-11-27",
      to: "2026-11-27",
    });
    expect(rangeForPreset("this_week", "2026-11-26")).toEqual({
      from: "2026-11-23",
      to: "2026-11-29",
    });
  });

  it("crosses month ends and the clock changes by calendar days", () => {
    // Sunday 29 March 2026: the UK's clocks go forward; the week began on the 23rd.
    expect(rangeForPreset("this_week", "2026-03-29")).toEqual({
      from: "2026-03-23",
      to: "2026-03-29",
    });
    expect(rangeForPreset("tomorrow", "2026-03-31")).toEqual({
      from: "2026-04-01",
      to: "2026-04-01",
    });
    // Sunday 25 October 2026: the clocks go back.
    expect(rangeForPreset("tomorrow", "2026-10-25")).toEqual({
      from: "2026-10-26",
      to: "2026-10-26",
    });
  });

  it("names the choice the URL holds, a single date included", () => {
    expect(presetOf({}, "2026-11-26")).toBe("any");
    expect(presetOf({ from: "2026-11-26", to: "2026-11-26" }, "2026-11-26")).toBe("today");
    expect(presetOf({ date: "2026-11-27" }, "2026-11-26")).toBe("tomorrow");
    expect(presetOf({ from: "2026-11-23", to: "2026-11-29" }, "2026-11-26")).toBe("this_week");
    expect(presetOf({ from: "2026-11-01", to: "2026-11-10" }, "2026-11-26")).toBe("custom");
    expect(presetOf({ from: "2026-11-01" }, "2026-11-26")).toBe("custom");
  });

  it("reads the browser's own calendar day", () => {
    expect(localToday(new Date(2026, 10, 26, 23, 30))).toBe("2026-11-26");
  });
});
