import { loadDriverJobs } from "@/server/driver-app/driver-jobs";
import { stepOwnJob } from "@/server/driver-app/step-job";
import { AppError } from "@/server/http/errors";
import { bookingHistory } from "@test/assignments";
import { assignedJob, type Chauffeur } from "@test/driver-jobs";
import { outboxTo } from "@test/drivers";
import { offeredDriver, reloadAssignment } from "@test/offers";

const MINUTE_MS = 60_000;
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE_MS);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const stepAt = (
  chauffeur: Chauffeur,
  assignmentId: number,
  to: Parameters<typeof stepOwnJob>[0]["to"],
  now: Date,
) => stepOwnJob({ userId: chauffeur.user.user_id, assignmentId, to, actor: chauffeur.actor, now });

const phoneAt = async (chauffeur: Chauffeur, now: Date) => {
  const data = await loadDriverJobs({ userId: chauffeur.user.user_id, now });
  return [...data.today, ...data.upcoming].map((job) => job.passenger_phone);
};

describe("the passenger's phone window across the clocks going back (25 October 2026)", () => {
  // 02:30 on 25 October in London is GMT, 02:30Z; the clocks went back at 02:00 BST (01:00Z), so
  // the wall clock read 01:30 twice. The window opens an hour of real time before: 01:30Z.
  const PICKUP = new Date("2026-10-25T02:30:00Z");

  it("shows the number from exactly one hour before pickup until the job ends", async () => {
    const chauffeur = await offeredDriver();
    const { job } = await assignedJob({ chauffeur, pickupAt: PICKUP });
    // 01:45 BST on the wall clock (00:45Z): 45 wall-clock minutes but 1 h 45 before pickup.
    expect(await phoneAt(chauffeur, new Date("2026-10-25T00:45:00Z"))).toEqual([null]);
    expect(await phoneAt(chauffeur, new Date("2026-10-25T01:29:59Z"))).toEqual([null]);
    expect(await phoneAt(chauffeur, new Date("2026-10-25T01:30:00Z"))).toEqual(["+447700900123"]);
    for (const [to, minutes] of [
      ["on_the_way", -40],
      ["arrived", -5],
      ["on_board", 3],
    ] as const) {
      const view = await stepAt(chauffeur, job.assignment_id, to, at(PICKUP, minutes));
      expect(view.passenger_phone).toBe("+447700900123");
    }
    const done = await stepAt(chauffeur, job.assignment_id, "completed", at(PICKUP, 50));
    expect(done.passenger_phone).toBeNull();
    const later = await loadDriverJobs({ userId: chauffeur.user.user_id, now: at(PICKUP, 51) });
    expect(later.history.items.map((entry) => [entry.status, entry.passenger_phone])).toEqual([
      ["completed", null],
    ]);
    expect(later.today.map((entry) => [entry.status, entry.passenger_phone])).toEqual([
      ["completed", null],
    ]);
    const nextDay = await loadDriverJobs({
      userId: chauffeur.user.user_id,
      now: at(PICKUP, 60 * 24),
    });
    expect(nextDay.history.items.map((entry) => entry.passenger_phone)).toEqual([null]);
  });

  it("shows the pickup in its own zone's wall clock and groups it as today there", async () => {
    const chauffeur = await offeredDriver();
    await assignedJob({ chauffeur, pickupAt: PICKUP });
    const data = await loadDriverJobs({
      userId: chauffeur.user.user_id,
      now: new Date("2026-10-25T00:10:00Z"),
    });
    expect(data.today).toHaveLength(1);
    expect(data.today[0]).toMatchObject({
      booking_date: "2026-10-25",
      booking_time: "02:30",
      pickup_time_zone: "Europe/London",
    });
    expect(data.next?.status).toBe("assigned");
  });
});

describe("a no show", () => {
  const PICKUP = new Date("2026-12-03T09:00:00Z");

  it("is refused until 60 minutes after pickup, then recorded and told to operations", async () => {
    const chauffeur = await offeredDriver();
    const { booking, job } = await assignedJob({ chauffeur, pickupAt: PICKUP });
    await stepAt(chauffeur, job.assignment_id, "on_the_way", at(PICKUP, -30));
    await stepAt(chauffeur, job.assignment_id, "arrived", at(PICKUP, -2));
    const before = (await bookingHistory(booking.booking_id)).length;
    const early = await refusal(stepAt(chauffeur, job.assignment_id, "no_show", at(PICKUP, 59)));
    expect(early.status).toBe(409);
    expect(early.message).toMatch(/free waiting time/);
    expect(await reloadAssignment(job.assignment_id)).toMatchObject({ status: "arrived" });
    expect((await bookingHistory(booking.booking_id)).length).toBe(before);

    const mailsBefore = (await outboxTo("operations@example.com")).length;
    const view = await stepAt(chauffeur, job.assignment_id, "no_show", at(PICKUP, 60));
    expect(view.status).toBe("no_show");
    expect(view.passenger_phone).toBeNull();
    // A second tap answers the same and tells no one twice.
    await stepAt(chauffeur, job.assignment_id, "no_show", at(PICKUP, 61));
    const mails = await outboxTo("operations@example.com");
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toBe(`No show: booking ${booking.booking_reference}`);
    expect((await bookingHistory(booking.booking_id)).length).toBe(before + 1);
  });
});
