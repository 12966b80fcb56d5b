import {
  chauffeurReminderAt,
  customerReminderAt,
  pickupKey,
  previousCalendarDay,
  stillTimely,
  unassignedAlertAt,
  type StoredPickup,
} from "@/lib/notifications/reminder-times";
import { pickupInstant } from "@/lib/time-rules";

const HOUR_MS = 60 * 60 * 1000;

function pickup(date: string, time: string, timeZone: string): StoredPickup {
  return { date, time, timeZone, at: pickupInstant(date, time, timeZone) };
}

const hoursBefore = (ride: StoredPickup, at: Date) => (ride.at.getTime() - at.getTime()) / HOUR_MS;

describe("previousCalendarDay", () => {
  it.each([
    ["2030-03-31", "2030-03-30"],
    ["2030-03-01", "2030-02-28"],
    ["2032-03-01", "2032-02-29"],
    ["2030-01-01", "2029-12-31"],
  ])("%s -> %s", (date, expected) => {
    expect(previousCalendarDay(date)).toBe(expected);
  });
});

describe("the customer's day-before reminder: the pickup's wall-clock time the day before", () => {
  it("is 24 hours ahead on an ordinary day", () => {
    const ride = pickup("2030-05-02", "10:00:00", "Europe/London");
    expect(customerReminderAt("24h", ride)).toEqual(new Date("2030-05-01T09:00:00Z"));
    expect(hoursBefore(ride, customerReminderAt("24h", ride))).toBe(24);
  });

  it("is 23 hours ahead across London's spring change (last Sunday of March)", () => {
    const ride = pickup("2030-03-31", "10:00:00", "Europe/London");
    expect(ride.at).toEqual(new Date("2030-03-31T09:00:00Z"));
    // 10:00 GMT on Saturday.
    expect(customerReminderAt("24h", ride)).toEqual(new Date("2030-03-30T10:00:00Z"));
    expect(hoursBefore(ride, customerReminderAt("24h", ride))).toBe(23);
  });

  it("is 25 hours ahead across London's autumn change (last Sunday of October)", () => {
    const ride = pickup("2030-10-27", "10:00:00", "Europe/London");
    // 10:00 BST on Saturday.
    expect(customerReminderAt("24h", ride)).toEqual(new Date("2030-10-26T09:00:00Z"));
    expect(hoursBefore(ride, customerReminderAt("24h", ride))).toBe(25);
  });

  it("follows New York's own changes (second Sunday of March, first Sunday of November)", () => {
    const spring = pickup("2030-03-10", "09:00:00", "America/New_York");
    expect(customerReminderAt("24h", spring)).toEqual(new Date("2030-03-09T14:00:00Z"));
    expect(hoursBefore(spring, customerReminderAt("24h", spring))).toBe(23);
    const autumn = pickup("2030-11-03", "09:00:00", "America/New_York");
    expect(customerReminderAt("24h", autumn)).toEqual(new Date("2030-11-02T13:00:00Z"));
    expect(hoursBefore(autumn, customerReminderAt("24h", autumn))).toBe(25);
  });

  it("moves forward when the time did not exist the day before (the spring gap)", () => {
    const ride = pickup("2030-04-01", "01:30:00", "Europe/London");
    // 01:30 on 31 March is in the gap: read as 02:30 BST.
    expect(customerReminderAt("24h", ride)).toEqual(new Date("2030-03-31T01:30:00Z"));
  });
});

describe("the elapsed-time rules (two hours, one hour, the unassigned alert)", () => {
  it("counts real hours, also across a clock change", () => {
    // 03:30 BST on the spring Sunday is 02:30Z; two hours before is 00:30 GMT.
    const ride = pickup("2030-03-31", "03:30:00", "Europe/London");
    expect(customerReminderAt("2h", ride)).toEqual(new Date("2030-03-31T00:30:00Z"));
    expect(unassignedAlertAt(ride.at)).toEqual(new Date("2030-03-31T00:30:00Z"));
    expect(chauffeurReminderAt(ride.at)).toEqual(new Date("2030-03-31T01:30:00Z"));
  });
});

describe("stillTimely", () => {
  const due = new Date("2030-05-01T09:00:00Z");
  it("is true before, at and up to 30 minutes after the moment", () => {
    expect(stillTimely(due, new Date("2030-05-01T08:59:00Z"))).toBe(true);
    expect(stillTimely(due, due)).toBe(true);
    expect(stillTimely(due, new Date("2030-05-01T09:30:00Z"))).toBe(true);
  });
  it("is false more than 30 minutes late", () => {
    expect(stillTimely(due, new Date("2030-05-01T09:30:01Z"))).toBe(false);
  });
});

it("keys a pickup by its UTC instant", () => {
  expect(pickupKey(new Date("2030-05-01T09:00:00+01:00"))).toBe("2030-05-01T08:00:00.000Z");
});
