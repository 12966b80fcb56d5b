import {
  assignDriverSchema,
  suggestionsQuerySchema,
  unassignSchema,
} from "@/lib/validations/assignment";

const valid = {
  driverId: 4,
  startsAt: "2030-07-01T09:00:00+01:00",
  endsAt: "2030-07-01T11:00:00+01:00",
};

describe("the assign payload", () => {
  it("reads instants with their offset and defaults to the first car", () => {
    const parsed = assignDriverSchema.parse(valid);
    expect(parsed).toEqual({
      carNumber: 1,
      driverId: 4,
      startsAt: new Date("2030-07-01T08:00:00Z"),
      endsAt: new Date("2030-07-01T10:00:00Z"),
    });
  });

  it("refuses an end before the start on the end field", () => {
    const result = assignDriverSchema.safeParse({ ...valid, endsAt: "2030-07-01T08:00:00+01:00" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["endsAt"]]);
  });

  it("refuses a malformed time without comparing it, and unknown keys", () => {
    const malformed = assignDriverSchema.safeParse({ ...valid, startsAt: "tomorrow" });
    expect(malformed.error?.issues.map((issue) => issue.path)).toEqual([["startsAt"]]);
    expect(assignDriverSchema.safeParse({ ...valid, status: "completed" }).success).toBe(false);
  });

  it("leaves the window to the booking when no times are sent, and reads the account job and pay", () => {
    expect(assignDriverSchema.parse({ driverId: 4, accountJob: true, payPence: 4550 })).toEqual({
      carNumber: 1,
      driverId: 4,
      accountJob: true,
      payPence: 4550,
    });
    // A start alone is fine: the end follows from the job's length.
    expect(assignDriverSchema.safeParse({ driverId: 4, startsAt: valid.startsAt }).success).toBe(
      true,
    );
  });

  it.each([-1, 10_000_001, 12.5, "100"])("refuses a pay of %p", (payPence) => {
    const result = assignDriverSchema.safeParse({ ...valid, payPence });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["payPence"]]);
  });

  it("reads the suggestions' car, the first by default", () => {
    expect(suggestionsQuerySchema.parse({})).toEqual({ car: 1, fits: 50 });
    expect(suggestionsQuerySchema.parse({ car: "2" })).toEqual({ car: 2, fits: 50 });
    for (const car of ["0", "abc", "1.5", "51"]) {
      expect(suggestionsQuerySchema.safeParse({ car }).success).toBe(false);
    }
  });

  it("reads how many of those who fit to send, 1 to 1000", () => {
    expect(suggestionsQuerySchema.parse({ fits: "100" })).toEqual({ car: 1, fits: 100 });
    expect(suggestionsQuerySchema.parse({ fits: "1000" }).fits).toBe(1000);
    for (const fits of ["0", "1001", "abc", "1.5", "-1", "", " 5"]) {
      expect(suggestionsQuerySchema.safeParse({ fits }).success).toBe(false);
    }
  });

  it("needs a reason to unassign", () => {
    expect(unassignSchema.safeParse({ reason: "   " }).success).toBe(false);
    expect(unassignSchema.parse({ reason: " Car broke down " })).toEqual({
      reason: "Car broke down",
    });
  });
});
