import { FORM_TIME_SLOTS, todayIn } from "@/components/booking/form-dates";
import { TIME_SLOTS, todayInZone } from "@/lib/time-rules";

describe("home form date helpers", () => {
  it("offer the same 96 time slots as the time rules", () => {
    expect(FORM_TIME_SLOTS).toEqual(TIME_SLOTS);
    expect(FORM_TIME_SLOTS).toHaveLength(96);
  });

  it.each([
    ["Europe/London", "2026-03-29T00:30:00Z"],
    ["America/Toronto", "2026-11-22T03:59:00Z"],
    ["America/Los_Angeles", "2026-01-01T07:59:59Z"],
  ])("give today's date in %s like todayInZone", (zone, instant) => {
    const now = new Date(instant);
    expect(todayIn(zone, now)).toBe(todayInZone(zone, now));
  });
});
