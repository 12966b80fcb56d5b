import { eq } from "drizzle-orm";
import { POST as ACCEPT } from "@/app/api/driver/offers/[id]/accept/route";
import { POST as DECLINE } from "@/app/api/driver/offers/[id]/decline/route";
import { DECLINE_REASONS } from "@/lib/dispatch/decline-reasons";
import { getDb } from "@/server/db/client";
import { bookings, drivers, type UserRow } from "@/server/db/schema";
import { assignDriver } from "@/server/dispatch/assign";
import {
  ADMIN_ACTOR,
  HOUR_MS,
  assignmentsOf,
  bookingHistory,
  confirmedBooking,
} from "@test/assignments";
import { createUser } from "@test/factories";
import { offeredDriver, offerTo, reloadAssignment } from "@test/offers";
import { callRoute } from "@test/route-client";

type Caller = UserRow | null;
interface Envelope {
  success: boolean;
  message: string;
  data?: { assignment_id: number; status: string; reason: string | null; responded_at: string };
  errors?: Record<string, string>;
}

const accept = (user: Caller, assignmentId: number | string) =>
  callRoute<Envelope, { id: string }>(ACCEPT, {
    method: "POST",
    url: `/api/driver/offers/${assignmentId}/accept`,
    params: { id: String(assignmentId) },
    as: user ?? undefined,
  });

const decline = (user: Caller, assignmentId: number | string, body: unknown) =>
  callRoute<Envelope, { id: string }>(DECLINE, {
    method: "POST",
    url: `/api/driver/offers/${assignmentId}/decline`,
    params: { id: String(assignmentId) },
    body,
    as: user ?? undefined,
  });

/** A fresh booking's car offered to the given number of new chauffeurs. */
async function offeredCar(chauffeurs = 1, options: Parameters<typeof offerTo>[2] = {}) {
  const booking = await confirmedBooking();
  const people = [];
  for (let index = 0; index < chauffeurs; index += 1) people.push(await offeredDriver());
  const offers = await offerTo(
    booking.booking_id,
    people.map((person) => person.driverId),
    options,
  );
  return { booking, people, offers };
}

const roles: Record<string, UserRow> = {};

beforeAll(async () => {
  for (const role of ["admin", "customer", "partner"] as const)
    roles[role] = await createUser({ role });
});

describe("the access matrix", () => {
  const endpoints = {
    "POST /api/driver/offers/{id}/accept": (user: Caller, id: number | string) => accept(user, id),
    "POST /api/driver/offers/{id}/decline": (user: Caller, id: number | string) =>
      decline(user, id, { reason: "Too far away" }),
  };

  describe.each(Object.entries(endpoints))("%s", (_name, send) => {
    it("answers 401 without a session", async () => {
      const { offers } = await offeredCar();
      const res = await send(null, offers[0]!.assignment_id);
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    });

    it.each(["admin", "customer", "partner"])("answers 403 to a %s", async (role) => {
      const { offers } = await offeredCar();
      const res = await send(roles[role]!, offers[0]!.assignment_id);
      expect(res.status).toBe(403);
      expect(await reloadAssignment(offers[0]!.assignment_id)).toMatchObject({ status: "offered" });
    });

    it("answers 404 for another chauffeur's offer and leaves it open", async () => {
      const { offers } = await offeredCar(2);
      const other = await offeredDriver();
      const res = await send(other.user, offers[0]!.assignment_id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Offer not found");
      expect(await reloadAssignment(offers[0]!.assignment_id)).toMatchObject({ status: "offered" });
    });

    it("answers 404 to a driver account without a driver record, and for unknown ids", async () => {
      const { people, offers } = await offeredCar();
      const bare = await createUser({ role: "driver" });
      expect((await send(bare, offers[0]!.assignment_id)).status).toBe(404);
      for (const id of ["999999", "0", "abc", "99999999999"]) {
        expect((await send(people[0]!.user, id)).status).toBe(404);
      }
    });
  });
});

describe("POST /api/driver/offers/{id}/accept", () => {
  it("gives the job to the first chauffeur and closes the other offers, with History", async () => {
    const { booking, people, offers } = await offeredCar(3, { payPence: 6125 });
    const res = await accept(people[1]!.user, offers[1]!.assignment_id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Job accepted",
      data: { assignment_id: offers[1]!.assignment_id, status: "assigned", reason: null },
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const rows = await assignmentsOf(booking.booking_id);
    expect(
      rows
        .sort((a, b) => a.assignment_id - b.assignment_id)
        .map((row) => [row.status, row.reason, row.pay_pence]),
    ).toEqual([
      ["unassigned", "Taken by another chauffeur", 6125],
      ["assigned", null, 6125],
      ["unassigned", "Taken by another chauffeur", 6125],
    ]);
    const history = await bookingHistory(booking.booking_id);
    expect(history.slice(3).map((event) => [event.action, event.actor_kind])).toEqual([
      ["job_assigned", "driver"],
      ["job_unassigned", "system"],
      ["job_unassigned", "system"],
    ]);
    expect(history[3]).toMatchObject({
      actor_id: people[1]!.user.user_id,
      changes: { job_status: { old: "offered", new: "assigned" } },
    });

    // A double tap answers the same job again and writes nothing more.
    const twice = await accept(people[1]!.user, offers[1]!.assignment_id);
    expect(twice.status).toBe(200);
    expect(twice.body.data).toMatchObject({ status: "assigned" });
    expect(await bookingHistory(booking.booking_id)).toHaveLength(history.length);

    const late = await accept(people[0]!.user, offers[0]!.assignment_id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This job has been taken by another chauffeur");
  });

  it("answers 409 for an expired offer, and the offer stays expired", async () => {
    const { booking, people, offers } = await offeredCar(1, {
      now: new Date(Date.now() - HOUR_MS),
      expiresInSeconds: 90,
    });
    const res = await accept(people[0]!.user, offers[0]!.assignment_id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This offer has expired");
    expect(await reloadAssignment(offers[0]!.assignment_id)).toMatchObject({
      status: "unassigned",
      reason: "Offer expired",
    });
    const history = await bookingHistory(booking.booking_id);
    expect(history.map((event) => event.action)).toEqual(["job_offered", "job_unassigned"]);
  });

  it("answers 409 naming the booking when the chauffeur took another job at that time", async () => {
    const { booking, people, offers } = await offeredCar();
    const other = await confirmedBooking();
    await assignDriver({
      bookingId: other.booking_id,
      carNumber: 1,
      driverId: people[0]!.driverId,
      startsAt: new Date(booking.pickup_at.getTime() - HOUR_MS / 2),
      endsAt: new Date(booking.pickup_at.getTime() + HOUR_MS / 2),
      actor: ADMIN_ACTOR,
    });
    const res = await accept(people[0]!.user, offers[0]!.assignment_id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Driver already has a job at that time (booking ${other.booking_reference})`,
    );
    expect(await reloadAssignment(offers[0]!.assignment_id)).toMatchObject({ status: "offered" });
  });

  it("answers 409 when the chauffeur is no longer Available or the booking was cancelled", async () => {
    const db = await getDb();
    const away = await offeredCar();
    await db
      .update(drivers)
      .set({ status: "Unavailable" })
      .where(eq(drivers.driver_id, away.people[0]!.driverId));
    const unavailable = await accept(away.people[0]!.user, away.offers[0]!.assignment_id);
    expect(unavailable.status).toBe(409);
    expect(unavailable.body.message).toBe("The driver is Unavailable and cannot be assigned");

    const cancelled = await offeredCar();
    await db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.booking_id, cancelled.booking.booking_id));
    const res = await accept(cancelled.people[0]!.user, cancelled.offers[0]!.assignment_id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("A cancelled booking cannot be assigned a chauffeur");
    expect(await reloadAssignment(cancelled.offers[0]!.assignment_id)).toMatchObject({
      status: "offered",
    });
  });
});

describe("POST /api/driver/offers/{id}/decline", () => {
  it.each(DECLINE_REASONS)("declines with the reason %p, audited", async (reason) => {
    const { booking, people, offers } = await offeredCar();
    const res = await decline(people[0]!.user, offers[0]!.assignment_id, { reason });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Offer declined",
      data: { status: "declined", reason },
    });
    expect(res.body.data!.responded_at).toEqual(expect.any(String));
    const history = await bookingHistory(booking.booking_id);
    expect(history.at(-1)).toMatchObject({
      action: "job_declined",
      actor_kind: "driver",
      actor_id: people[0]!.user.user_id,
      changes: { job_status: { old: "offered", new: "declined" } },
      context: { reason },
    });
  });

  it("answers the declined offer again on a double tap, then refuses to accept it", async () => {
    const { booking, people, offers } = await offeredCar();
    const id = offers[0]!.assignment_id;
    expect((await decline(people[0]!.user, id, { reason: "Other" })).status).toBe(200);
    const twice = await decline(people[0]!.user, id, { reason: "Too far away" });
    expect(twice.status).toBe(200);
    expect(twice.body.data).toMatchObject({ status: "declined", reason: "Other" });
    expect(await bookingHistory(booking.booking_id)).toHaveLength(2);
    const res = await accept(people[0]!.user, id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This offer has been declined");
  });

  it.each([
    ["no reason", {}, "reason"],
    ["a reason not on the list", { reason: "Busy" }, "reason"],
    ["a reason of the wrong type", { reason: 3 }, "reason"],
    ["an unknown key", { reason: "Other", status: "assigned" }, "body"],
  ])("answers 400 with field errors for %s", async (_case, body, field) => {
    const { people, offers } = await offeredCar();
    const res = await decline(people[0]!.user, offers[0]!.assignment_id, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    expect(await reloadAssignment(offers[0]!.assignment_id)).toMatchObject({ status: "offered" });
  });

  it("answers 400 for a malformed body", async () => {
    const { people, offers } = await offeredCar();
    const res = await decline(people[0]!.user, offers[0]!.assignment_id, "{not json");
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it("answers 409 for an offer that expired or was taken by another chauffeur", async () => {
    const expired = await offeredCar(1, { now: new Date(Date.now() - HOUR_MS) });
    const late = await decline(expired.people[0]!.user, expired.offers[0]!.assignment_id, {
      reason: "Other",
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This offer has expired");

    const shared = await offeredCar(2);
    expect((await accept(shared.people[0]!.user, shared.offers[0]!.assignment_id)).status).toBe(
      200,
    );
    const taken = await decline(shared.people[1]!.user, shared.offers[1]!.assignment_id, {
      reason: "Other",
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("This job has been taken by another chauffeur");
    const accepted = await decline(shared.people[0]!.user, shared.offers[0]!.assignment_id, {
      reason: "Other",
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.message).toBe("This offer has already been accepted");
  });
});
