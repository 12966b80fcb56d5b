import { dayOffRangeError, lastDayOffAllowed } from "@/lib/drivers/availability";
import { dayOffSchema, todayAvailabilitySchema } from "@/lib/validations/availability";

// 00:30 BST on Sunday 25 October 2026, the night the clocks go back: still the 24th in UTC.
const NOW = new Date("2026-10-24T23:30:00Z");

describe("days off on the London calendar", () => {
  it("allows today up to 90 days ahead, by the London date", () => {
    expect(dayOffRangeError("2026-10-25", NOW)).toBeNull();
    expect(dayOffRangeError("2026-10-24", NOW)).toBe("A day in the past cannot be marked off");
    expect(lastDayOffAllowed(NOW)).toBe("2027-01-23");
    expect(dayOffRangeError("2027-01-23", NOW)).toBeNull();
    expect(dayOffRangeError("2027-01-24", NOW)).toBe("Days off can be marked up to 90 days ahead");
  });
});

describe("the payloads", () => {
  it("reads a day and an optional trimmed reason, refusing unknown keys and unreal dates", () => {
    expect(dayOffSchema.parse({ day: "2026-12-01", reason: "  Dentist " })).toEqual({
      day: "2026-12-01",
      reason: "Dentist",
    });
    expect(dayOffSchema.parse({ day: "2026-12-01", reason: "   " })).toEqual({
      day: "2026-12-01",
    });
    for (const body of [
      { day: "2026-02-29" },
      { day: "2026-12-1" },
      { day: "2026-12-01", extra: 1 },
    ]) {
      expect(dayOffSchema.safeParse(body).success).toBe(false);
    }
    expect(dayOffSchema.safeParse({ day: "2028-02-29" }).success).toBe(true);
  });

  it("takes today's state as available or unavailable only", () => {
    expect(todayAvailabilitySchema.parse({ today: "unavailable" })).toEqual({
      today: "unavailable",
    });
    expect(todayAvailabilitySchema.safeParse({ today: "off" }).success).toBe(false);
  });
});
