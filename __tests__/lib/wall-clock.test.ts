import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { formatLongDateTime, todayInZone } from "@/lib/wall-clock";

// The library-free versions must answer exactly what the date-fns ones did.
const viaDateFns = {
  long(date: string, time: string): string {
    const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
    const [hours = 0, minutes = 0] = time.split(":").map(Number);
    return format(
      new TZDate(year, month - 1, day, hours, minutes, 0, "UTC"),
      "EEEE, MMMM d, yyyy 'at' HH:mm",
    );
  },
  today: (zone: string, now: Date) => format(new TZDate(now.getTime(), zone), "yyyy-MM-dd"),
};

describe("wall-clock", () => {
  it("formats every day of two years as date-fns did", () => {
    const start = Date.UTC(2026, 0, 1);
    for (let offset = 0; offset < 730; offset += 1) {
      const date = new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
      const time = `${String(offset % 24).padStart(2, "0")}:${String((offset * 7) % 60).padStart(2, "0")}:00`;
      expect(formatLongDateTime(date, time)).toBe(viaDateFns.long(date, time));
    }
  });

  it("tells today's date in a zone as date-fns did, across midnights and DST changes", () => {
    const zones = ["Europe/London", "America/New_York", "America/Los_Angeles", "Asia/Tokyo", "UTC"];
    for (let hour = 0; hour < 24 * 400; hour += 5) {
      const now = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 1_234);
      for (const zone of zones) expect(todayInZone(zone, now)).toBe(viaDateFns.today(zone, now));
    }
  });

  it("rejects an unknown zone as before (a RangeError)", () => {
    expect(() => todayInZone("Not/AZone")).toThrow(RangeError);
  });
});
