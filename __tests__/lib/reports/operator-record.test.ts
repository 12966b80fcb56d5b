import {
  defaultOperatorRecordRange,
  operatorRecordFilename,
  operatorRecordLastDay,
} from "@/lib/reports/operator-record";
import { operatorRecordQuerySchema } from "@/lib/validations/operator-record";

describe("the operator record's range", () => {
  it("defaults to the last 30 days, today included, across a month and a year", () => {
    expect(defaultOperatorRecordRange("2026-11-26")).toEqual({
      from: "2026-10-28",
      to: "2026-11-26",
    });
    expect(defaultOperatorRecordRange("2027-01-10")).toEqual({
      from: "2026-12-12",
      to: "2027-01-10",
    });
  });

  it("reaches at most 13 calendar months", () => {
    expect(operatorRecordLastDay("2026-01-15")).toBe("2027-02-15");
    expect(
      operatorRecordQuerySchema.safeParse({ from: "2026-01-15", to: "2027-02-15" }).success,
    ).toBe(true);
    const tooLong = operatorRecordQuerySchema.safeParse({ from: "2026-01-15", to: "2027-02-16" });
    expect(tooLong.error?.issues).toEqual([
      expect.objectContaining({ path: ["to"], message: "The range may cover at most 13 months" }),
    ]);
  });

  it("names one problem per field for a date that is not a day", () => {
    const parsed = operatorRecordQuerySchema.safeParse({ from: "2026-02-30", to: "2026-03-01" });
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["from"], "From must be a real date"],
    ]);
  });

  it("names the download after its range", () => {
    expect(operatorRecordFilename("2026-01-01", "2026-01-31")).toBe(
      "operator-record-2026-01-01-to-2026-01-31.csv",
    );
  });
});
