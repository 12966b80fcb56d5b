import { assignDriverSchema, unassignSchema } from "@/lib/validations/assignment";

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

  it("needs a reason to unassign", () => {
    expect(unassignSchema.safeParse({ reason: "   " }).success).toBe(false);
    expect(unassignSchema.parse({ reason: " Car broke down " })).toEqual({
      reason: "Car broke down",
    });
  });
});
