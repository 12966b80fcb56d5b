import { pickupInstant } from "@/lib/time-rules";
import { drainJobs } from "@/server/jobs/drain";
import { SCHEDULE_LIST } from "@/server/jobs/schedule-list";

/** The daily document schedules only (the lapse at 00:05 and the warnings at 06:00, London). */
const DOCUMENT_SCHEDULES = SCHEDULE_LIST.filter((schedule) =>
  schedule.name.startsWith("documents."),
);
export const LONDON = "Europe/London";

/** Drains at `now` until nothing is left to run (a scan's fan-out runs in the next pass). */
export async function drainDocumentsAt(now: Date): Promise<void> {
  for (let pass = 0; pass < 10; pass += 1) {
    const result = await drainJobs({ now, schedules: DOCUMENT_SCHEDULES, jitter: () => 0 });
    expect(result.failed).toBe(0);
    if (result.claimed === 0 && result.scheduled === 0) return;
  }
  throw new Error("the queue did not settle");
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Every day from `from` to `to` (yyyy-MM-dd): the 00:05 lapse scan, then the 06:00 warnings. */
export async function liveThroughDays(from: string, to: string): Promise<void> {
  for (let day = from; day <= to; day = nextDay(day)) {
    await drainDocumentsAt(pickupInstant(day, "00:10", LONDON));
    await drainDocumentsAt(pickupInstant(day, "06:10", LONDON));
  }
}
