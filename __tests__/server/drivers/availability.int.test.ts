import { addDayOff } from "@/server/drivers/add-day-off";
import { readOwnAvailability } from "@/server/drivers/availability-queries";
import { removeDayOff } from "@/server/drivers/remove-day-off";
import { setTodayAvailability } from "@/server/drivers/set-today-availability";
import { offeredDriver } from "@test/offers";

// Summer time ends at 01:00 UTC on 25 October 2026: London's Sunday runs 23:00 UTC on the 24th
// to 00:00 UTC on the 26th.
describe("today on the London calendar, across the clock change", () => {
  it.each([
    ["2026-10-24T22:59:00Z", "2026-10-24"],
    ["2026-10-24T23:00:00Z", "2026-10-25"],
    ["2026-10-25T23:59:00Z", "2026-10-25"],
    ["2026-10-26T00:00:00Z", "2026-10-26"],
  ])("at %s, Unavailable marks %s off", async (instant, day) => {
    const person = await offeredDriver();
    const now = new Date(instant);
    const state = await setTodayAvailability({
      userId: person.user.user_id,
      today: "unavailable",
      actor: person.actor,
      now,
    });
    expect(state).toMatchObject({
      today: day,
      today_state: "unavailable",
      days_off: [{ day, reason: null }],
    });
  });

  it("counts a day off marked at 00:30 BST as today until midnight GMT", async () => {
    const person = await offeredDriver();
    const base = { userId: person.user.user_id, actor: person.actor };
    await setTodayAvailability({
      ...base,
      today: "unavailable",
      now: new Date("2026-10-24T23:30:00Z"),
    });
    const late = await readOwnAvailability({ ...base, now: new Date("2026-10-25T23:30:00Z") });
    expect(late.today_state).toBe("unavailable");
    const next = await readOwnAvailability({ ...base, now: new Date("2026-10-26T00:00:00Z") });
    expect(next).toMatchObject({ today: "2026-10-26", today_state: "available", days_off: [] });
  });

  it("refuses the past and more than 90 days ahead by the London date", async () => {
    const person = await offeredDriver();
    const base = { userId: person.user.user_id, actor: person.actor };
    // 23:30 UTC on the 24th is already the 25th in London.
    const now = new Date("2026-10-24T23:30:00Z");
    await expect(addDayOff({ ...base, day: "2026-10-24", now })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "A day in the past cannot be marked off",
    });
    await expect(addDayOff({ ...base, day: "2027-01-24", now })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const last = await addDayOff({ ...base, day: "2027-01-23", now });
    expect(last.days_off).toEqual([{ day: "2027-01-23", reason: null }]);
    await removeDayOff({ ...base, day: "2027-01-23", now });
    await expect(removeDayOff({ ...base, day: "2027-01-23", now })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
