import { percentageChange } from "@/server/reports/period";

describe("percentageChange", () => {
  it("states the change against a period that had something", () => {
    expect(percentageChange(150, 100)).toBe(50);
    expect(percentageChange(100, 100)).toBe(0);
    expect(percentageChange(0, 100)).toBe(-100);
  });

  it("has nothing to compare with when the period before had nothing, even if this one has nothing too", () => {
    expect(percentageChange(500, 0)).toBeNull();
    expect(percentageChange(0, 0)).toBeNull();
  });
});
