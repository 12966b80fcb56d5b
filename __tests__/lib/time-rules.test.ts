import {
  canCancelFree,
  classifyBooking,
  formatLongDateTime,
  isPickupInPast,
  isValidIsoDate,
  normalizeTime,
  pickupInstant,
  TIME_SLOTS,
  todayInZone,
} from "@/lib/time-rules";

describe("normalizeTime", () => {
  it.each([
    ["14:30:45", "14:30:45"],
    ["00:00:00", "00:00:00"],
    ["23:59:59", "23:59:59"],
    ["14:30", "14:30:00"],
    ["00:00", "00:00:00"],
    ["09:05", "09:05:00"],
    ["9:05", "09:05:00"],
    ["0:00", "00:00:00"],
  ])("accepts %s as %s", (input, expected) => {
    expect(normalizeTime(input)).toBe(expected);
  });

  it.each([
    "",
    "14",
    "1430",
    "14:3",
    "14:300",
    "9:5",
    "9:05:00",
    "14:30:0",
    "14:30:00:00",
    " 14:30",
    "14:30 ",
    "14.30",
    "2:30 PM",
    "T14:30",
    "24:00",
    "24:00:00",
    "25:00",
    "12:60",
    "12:30:60",
    "99:99:99",
    "ab:cd",
  ])("rejects %p with the exact message", (input) => {
    expect(() => normalizeTime(input)).toThrow(new Error(`Invalid time format: ${input}`));
  });
});

describe("TIME_SLOTS", () => {
  it("offers 96 quarter-hour slots from 00:00 to 23:45", () => {
    expect(TIME_SLOTS).toHaveLength(96);
    expect(TIME_SLOTS[0]).toBe("00:00");
    expect(TIME_SLOTS[1]).toBe("00:15");
    expect(TIME_SLOTS[4]).toBe("01:00");
    expect(TIME_SLOTS[95]).toBe("23:45");
    expect(new Set(TIME_SLOTS).size).toBe(96);
  });
});

describe("dates and instants", () => {
  it("validates calendar dates", () => {
    expect(isValidIsoDate("2028-02-29")).toBe(true);
    expect(isValidIsoDate("2027-02-29")).toBe(false);
    expect(isValidIsoDate("2027-13-01")).toBe(false);
    expect(isValidIsoDate("2027-1-05")).toBe(false);
    expect(isValidIsoDate("05/01/2027")).toBe(false);
  });

  it("places a London pickup in GMT and BST", () => {
    expect(pickupInstant("2027-01-05", "14:30:00", "Europe/London").toISOString()).toBe(
      "2027-01-05T14:30:00.000Z",
    );
    expect(pickupInstant("2027-07-05", "14:30:00", "Europe/London").toISOString()).toBe(
      "2027-07-05T13:30:00.000Z",
    );
  });

  it("places pickups in other zones and accepts short times", () => {
    expect(pickupInstant("2027-01-05", "9:15", "America/New_York").toISOString()).toBe(
      "2027-01-05T14:15:00.000Z",
    );
    expect(pickupInstant("2027-07-05", "09:15", "America/Vancouver").toISOString()).toBe(
      "2027-07-05T16:15:00.000Z",
    );
  });

  it("moves a time in the spring-forward gap forward", () => {
    expect(pickupInstant("2027-03-28", "01:30:00", "Europe/London").toISOString()).toBe(
      "2027-03-28T01:30:00.000Z",
    );
  });

  it("refuses bad dates, times and zones", () => {
    expect(() => pickupInstant("2027-02-30", "10:00:00", "Europe/London")).toThrow(
      "Invalid date: 2027-02-30",
    );
    expect(() => pickupInstant("2027-02-03", "25:00", "Europe/London")).toThrow(
      "Invalid time format: 25:00",
    );
    expect(() => pickupInstant("2027-02-03", "10:00", "Mars/Base")).toThrow(
      "Invalid time zone: Mars/Base",
    );
  });

  it("tells whether a pickup is in the past", () => {
    const now = new Date("2027-01-05T14:30:00Z");
    expect(isPickupInPast("2027-01-05", "14:29:59", "Europe/London", now)).toBe(true);
    expect(isPickupInPast("2027-01-05", "14:30:00", "Europe/London", now)).toBe(false);
    expect(isPickupInPast("2027-01-05", "09:29", "America/New_York", now)).toBe(true);
  });

  it("answers today in a zone", () => {
    const now = new Date("2027-01-06T02:00:00Z");
    expect(todayInZone("Europe/London", now)).toBe("2027-01-06");
    expect(todayInZone("America/Los_Angeles", now)).toBe("2027-01-05");
  });
});

describe("classifyBooking", () => {
  const now = new Date("2027-01-05T12:00:00Z");

  it("puts a pickup at or after now under Upcoming", () => {
    expect(classifyBooking({ status: "pending", pickupAt: now }, now)).toBe("upcoming");
    expect(
      classifyBooking({ status: "paid", pickupAt: new Date("2027-02-01T00:00:00Z") }, now),
    ).toBe("upcoming");
  });

  it("puts a pickup before now under Past", () => {
    expect(
      classifyBooking({ status: "completed", pickupAt: new Date(now.getTime() - 1) }, now),
    ).toBe("past");
  });

  it("puts cancelled bookings under Canceled whatever the date", () => {
    expect(
      classifyBooking({ status: "cancelled", pickupAt: new Date("2028-01-01T00:00:00Z") }, now),
    ).toBe("canceled");
    expect(
      classifyBooking({ status: "Cancelled", pickupAt: new Date("2020-01-01T00:00:00Z") }, now),
    ).toBe("canceled");
    expect(classifyBooking({ status: "canceled", pickupAt: now }, now)).toBe("canceled");
  });
});

describe("canCancelFree", () => {
  const pickupAt = new Date("2027-01-05T12:00:00Z");

  it("allows free cancellation up to exactly one hour before pickup", () => {
    expect(canCancelFree(pickupAt, new Date("2027-01-05T10:00:00Z"))).toBe(true);
    expect(canCancelFree(pickupAt, new Date("2027-01-05T11:00:00Z"))).toBe(true);
  });

  it("refuses it inside the last hour and after pickup", () => {
    expect(canCancelFree(pickupAt, new Date("2027-01-05T11:00:00.001Z"))).toBe(false);
    expect(canCancelFree(pickupAt, new Date("2027-01-05T13:00:00Z"))).toBe(false);
  });
});

describe("formatLongDateTime", () => {
  it("writes weekday, month, day, year at HH:mm", () => {
    expect(formatLongDateTime("2027-01-05", "14:30:00")).toBe("Tuesday, January 5, 2027 at 14:30");
    expect(formatLongDateTime("2027-03-28", "01:30")).toBe("Sunday, March 28, 2027 at 01:30");
    expect(formatLongDateTime("2026-12-31", "9:05")).toBe("Thursday, December 31, 2026 at 09:05");
  });

  it("falls back to the spec text for bad input", () => {
    expect(formatLongDateTime("2027-02-30", "10:00")).toBe("Invalid date/time");
    expect(formatLongDateTime("2027-02-03", "10am")).toBe("Invalid date/time");
  });
});
