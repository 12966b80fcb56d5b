import { eq } from "drizzle-orm";
import { GET as JOBS } from "@/app/api/driver/jobs/route";
import { POST as STATUS } from "@/app/api/driver/jobs/[id]/status/route";
import type { DriverJobsData, DriverJobView } from "@/lib/driver-app/types";
import { getDb } from "@/server/db/client";
import { assignments, type UserRow } from "@/server/db/schema";
import { moveJob } from "@/server/dispatch/move-job";
import { ADMIN_ACTOR, HOUR_MS, bookingHistory } from "@test/assignments";
import { assignedJob, type Chauffeur } from "@test/driver-jobs";
import { createUser } from "@test/factories";
import { offeredDriver, offerTo, reloadAssignment } from "@test/offers";
import { callRoute } from "@test/route-client";

type Caller = UserRow | null;
interface Envelope<T> {
  success: boolean;
  message: string;
  data?: T;
  errors?: Record<string, string>;
}

const jobs = (user: Caller, query = "") =>
  callRoute<Envelope<DriverJobsData>>(JOBS, {
    url: `/api/driver/jobs${query}`,
    as: user ?? undefined,
  });

const step = (user: Caller, id: number | string, body: unknown) =>
  callRoute<Envelope<DriverJobView>, { id: string }>(STATUS, {
    method: "POST",
    url: `/api/driver/jobs/${id}/status`,
    params: { id: String(id) },
    body,
    as: user ?? undefined,
  });

const roles: Record<string, UserRow> = {};
let driverA: Chauffeur;
let driverB: Chauffeur;

beforeAll(async () => {
  for (const role of ["admin", "customer", "partner"] as const)
    roles[role] = await createUser({ role });
  driverA = await offeredDriver();
  driverB = await offeredDriver();
});

/**
 * A job of a fresh chauffeur's picked up in 30 minutes (inside the phone window on the real
 * clock); a chauffeur of their own, since one chauffeur cannot hold two jobs at once.
 */
async function soonJob() {
  const chauffeur = await offeredDriver();
  const made = await assignedJob({ chauffeur, pickupAt: new Date(Date.now() + 30 * 60 * 1000) });
  return { ...made, chauffeur, me: chauffeur.user };
}

async function historyLength(bookingId: number): Promise<number> {
  return (await bookingHistory(bookingId)).length;
}

describe("GET /api/driver/jobs", () => {
  it("answers 401 without a session and 403 to every other role", async () => {
    expect((await jobs(null)).status).toBe(401);
    for (const role of ["admin", "customer", "partner"]) {
      expect((await jobs(roles[role]!)).status).toBe(403);
    }
  });

  it("answers 404 to a driver account without a driver record", async () => {
    const bare = await createUser({ role: "driver" });
    const res = await jobs(bare);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("No driver record is linked to this account.");
  });

  it("refuses a bad history page with a field error", async () => {
    for (const page of ["0", "abc", "1.5", "100000"]) {
      const res = await jobs(driverA.user, `?history_page=${page}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty("history_page");
    }
  });

  it("gives the driver their own job, with pay in pence and the phone inside its window", async () => {
    const chauffeur = await offeredDriver();
    const { booking, job } = await assignedJob({
      chauffeur,
      pickupAt: new Date(Date.now() + 30 * 60 * 1000),
      payPence: 6199,
    });
    const res = await jobs(chauffeur.user);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = res.body.data!;
    expect(data.next).toMatchObject({
      assignment_id: job.assignment_id,
      booking_reference: booking.booking_reference,
      status: "assigned",
      passenger_name: "Grace Hopper",
      passenger_phone: "+447700900123",
      flight_number: "BA286",
      pickup_sign: "Ms G. Hopper",
      notes_for_chauffeur: "Two child seats please",
      pay_pence: 6199,
      vehicle: { make: "Mercedes-Benz", model: "S-Class" },
    });
    expect(data.offers).toEqual([]);
    expect(data.history).toMatchObject({ items: [], page: 1, has_next: false });
  });

  it("never gives driver B driver A's job, its passenger's phone or address", async () => {
    const { booking } = await assignedJob({
      chauffeur: driverA,
      pickupAt: new Date(Date.now() + 20 * 60 * 1000),
      booking: { pickup_location: "1 Secret Mews, London W1", guest_phone_number: "+447700900777" },
    });
    const res = await jobs(driverB.user);
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(booking.booking_reference);
    expect(text).not.toContain("+447700900777");
    expect(text).not.toContain("Secret Mews");
  });

  it("shows a job offered to the driver with its expiry and no phone, and a cancelled job as a notice", async () => {
    const chauffeur = await offeredDriver();
    const { booking: other, job } = await assignedJob({
      chauffeur,
      pickupAt: new Date(Date.now() + 2 * HOUR_MS),
    });
    await moveJob({ assignmentId: job.assignment_id, to: "cancelled", actor: ADMIN_ACTOR });
    const spare = await assignedJob({
      chauffeur: await offeredDriver(),
      pickupAt: new Date(Date.now() + 5 * 24 * HOUR_MS),
      booking: { number_of_cars: 2 },
    });
    const [offer] = await offerTo(spare.booking.booking_id, [chauffeur.driverId], {
      carNumber: 2,
      payPence: 4250,
    });
    const data = (await jobs(chauffeur.user)).body.data!;
    expect(data.notices).toEqual([`Job ${other.booking_reference} cancelled`]);
    expect(JSON.stringify(data.today) + JSON.stringify(data.upcoming)).not.toContain(
      other.booking_reference,
    );
    expect(data.offers).toHaveLength(1);
    expect(data.offers[0]).toMatchObject({
      assignment_id: offer!.assignment_id,
      status: "offered",
      pay_pence: 4250,
      passenger_phone: null,
    });
    expect(data.offers[0]!.offer_expires_at).not.toBeNull();
  });
});

describe("POST /api/driver/jobs/{id}/status", () => {
  it("answers 401 without a session and 403 to every other role, changing nothing", async () => {
    const { job } = await soonJob();
    expect((await step(null, job.assignment_id, { to: "on_the_way" })).status).toBe(401);
    for (const role of ["admin", "customer", "partner"]) {
      expect((await step(roles[role]!, job.assignment_id, { to: "on_the_way" })).status).toBe(403);
    }
    expect(await reloadAssignment(job.assignment_id)).toMatchObject({ status: "assigned" });
  });

  it("answers 404 for another driver's job and for unknown ids, changing nothing", async () => {
    const { booking, job, me } = await soonJob();
    const before = await historyLength(booking.booking_id);
    const res = await step(driverB.user, job.assignment_id, { to: "on_the_way" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Job not found");
    expect(JSON.stringify(res.body)).not.toContain("+447700900123");
    for (const id of ["999999", "0", "abc"]) {
      expect((await step(me, id, { to: "on_the_way" })).status).toBe(404);
    }
    expect(await reloadAssignment(job.assignment_id)).toMatchObject({ status: "assigned" });
    expect(await historyLength(booking.booking_id)).toBe(before);
  });

  it("refuses a bad body with a field error, and malformed JSON", async () => {
    const { job, me } = await soonJob();
    for (const body of [
      {},
      { to: "assigned" },
      { to: "cancelled" },
      { to: 3 },
      { to: "on_the_way", x: 1 },
    ]) {
      const res = await step(me, job.assignment_id, body);
      expect(res.status).toBe(400);
    }
    expect((await step(me, job.assignment_id, { to: "declined" })).body.errors).toHaveProperty(
      "to",
    );
    const malformed = await step(me, job.assignment_id, "{not json");
    expect(malformed.status).toBe(400);
    expect(await reloadAssignment(job.assignment_id)).toMatchObject({ status: "assigned" });
  });

  it("steps through the ride; a double tap answers 200 with no second History line", async () => {
    const { booking, job, me } = await soonJob();
    const id = job.assignment_id;
    for (const to of ["on_the_way", "arrived", "on_board", "completed"] as const) {
      const before = await historyLength(booking.booking_id);
      const res = await step(me, id, { to });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ assignment_id: id, status: to });
      expect(await historyLength(booking.booking_id)).toBe(before + 1);
      const twice = await step(me, id, { to });
      expect(twice.status).toBe(200);
      expect(twice.body.data).toMatchObject({ status: to });
      expect(await historyLength(booking.booking_id)).toBe(before + 1);
    }
    const history = await bookingHistory(booking.booking_id);
    expect(history.at(-1)).toMatchObject({
      actor_kind: "driver",
      actor_id: me.user_id,
      changes: { job_status: { old: "on_board", new: "completed" } },
    });
    // Once completed the phone is gone from the answer.
    expect((await step(me, id, { to: "completed" })).body.data!.passenger_phone).toBeNull();
  });

  it("answers 409 with a message for each refused step, and nothing changes", async () => {
    const { booking, job, me } = await soonJob();
    const id = job.assignment_id;
    const refused = async (to: string, message: RegExp) => {
      const before = await reloadAssignment(id);
      const count = await historyLength(booking.booking_id);
      const res = await step(me, id, { to });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(message);
      expect(await reloadAssignment(id)).toEqual(before);
      expect(await historyLength(booking.booking_id)).toBe(count);
    };
    // Out of order: from assigned only "on the way" comes next.
    await refused("arrived", /./);
    await refused("on_board", /./);
    await refused("completed", /./);
    await refused("no_show", /./);
    await step(me, id, { to: "on_the_way" });
    await step(me, id, { to: "arrived" });
    // The pickup is 30 minutes away: the free waiting time is far from over.
    await refused("no_show", /free waiting time/);
    await step(me, id, { to: "on_board" });
    await step(me, id, { to: "completed" });
    await refused("on_the_way", /./);
    await refused("arrived", /./);
  });

  it("answers 409 on a cancelled job", async () => {
    const { job, me } = await soonJob();
    await moveJob({ assignmentId: job.assignment_id, to: "cancelled", actor: ADMIN_ACTOR });
    const res = await step(me, job.assignment_id, { to: "on_the_way" });
    expect(res.status).toBe(409);
    expect(res.body.message.length).toBeGreaterThan(0);
    expect(await reloadAssignment(job.assignment_id)).toMatchObject({ status: "cancelled" });
  });

  it("answers 409 for a step on an offer not yet accepted", async () => {
    const { booking } = await soonJob();
    const db = await getDb();
    await db
      .update(assignments)
      .set({ status: "unassigned" })
      .where(eq(assignments.booking_id, booking.booking_id));
    const other = await offeredDriver();
    const [offer] = await offerTo(booking.booking_id, [other.driverId]);
    const res = await step(other.user, offer!.assignment_id, { to: "on_the_way" });
    expect(res.status).toBe(409);
    expect(await reloadAssignment(offer!.assignment_id)).toMatchObject({ status: "offered" });
  });
});
