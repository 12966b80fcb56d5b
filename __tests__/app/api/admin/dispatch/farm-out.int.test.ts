import { jobWindowWith } from "@/server/dispatch/job-window";
import { DISPATCH_DEFAULTS } from "@/server/settings/registry";
import { POST as farmOutRoute } from "@/app/api/admin/bookings/[id]/farm-out/route";
import { POST as moveRoute } from "@/app/api/admin/assignments/[id]/status/route";
import type { UserRow } from "@/server/db/schema";
import { assignDriver } from "@/server/dispatch/assign";
import {
  ADMIN_ACTOR,
  assignmentsOf,
  availableDriverId,
  bookingHistory,
  confirmedBooking,
  HOUR_MS,
} from "@test/assignments";
import { createUser } from "@test/factories";
import { farmedOutJob, readJob, setJobStatus } from "@test/farm-out";
import { createPartner } from "@test/partners";
import { callRoute, type CallResult } from "@test/route-client";

type Caller = UserRow | null;
interface Envelope {
  success: boolean;
  message: string;
  data?: Record<string, unknown> & { assignment_id: number; status: string };
  errors?: Record<string, string>;
}

let admin: UserRow;
let partnerId: number;
const roles: Record<string, UserRow> = {};

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  for (const role of ["customer", "driver", "partner"] as const)
    roles[role] = await createUser({ role });
  ({
    partner: { partner_id: partnerId },
  } = await createPartner());
});

const farmOut = (user: Caller, bookingId: number | string, body: unknown) =>
  callRoute<Envelope, { id: string }>(farmOutRoute, {
    method: "POST",
    url: `/api/admin/bookings/${bookingId}/farm-out`,
    params: { id: String(bookingId) },
    body,
    as: user ?? undefined,
  });

const move = (user: Caller, assignmentId: number | string, body: unknown) =>
  callRoute<Envelope, { id: string }>(moveRoute, {
    method: "POST",
    url: `/api/admin/assignments/${assignmentId}/status`,
    params: { id: String(assignmentId) },
    body,
    as: user ?? undefined,
  });

describe("the access matrix", () => {
  const endpoints: Record<string, (user: Caller) => Promise<CallResult<Envelope>>> = {
    "POST /api/admin/bookings/{id}/farm-out": async (user) =>
      farmOut(user, (await confirmedBooking()).booking_id, { partnerId, payPence: 5000 }),
    "POST /api/admin/assignments/{id}/status": async (user) =>
      move(user, (await farmedOutJob(partnerId)).job.assignment_id, { to: "assigned" }),
  };

  describe.each(Object.entries(endpoints))("%s", (_name, send) => {
    it("answers 401 without a session", async () => {
      const res = await send(null);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false });
    });

    it.each(["customer", "driver", "partner"])("answers 403 to a %s", async (role) => {
      const res = await send(roles[role]!);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false });
    });
  });
});

describe("POST /api/admin/bookings/{id}/farm-out", () => {
  it("offers the car to the partner for the pay, open for the default ten minutes", async () => {
    const booking = await confirmedBooking();
    const before = Date.now();
    const res = await farmOut(admin, booking.booking_id, { partnerId, payPence: 12_345 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: "Job offered to the partner",
      data: {
        booking_id: booking.booking_id,
        car_number: 1,
        partner_id: partnerId,
        driver_id: null,
        status: "offered",
        pay_pence: 12_345,
        starts_at: booking.pickup_at.toISOString(),
        // As long as the same job given to our own chauffeur: the route at 30 mph plus set-up.
        ends_at: jobWindowWith(booking, DISPATCH_DEFAULTS).endsAt.toISOString(),
      },
    });
    const expires = Date.parse(String(res.body.data!.offer_expires_at));
    expect(expires).toBeGreaterThanOrEqual(before + 600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 600_000);
    const history = await bookingHistory(booking.booking_id);
    expect(history).toEqual([
      expect.objectContaining({
        action: "job_offered",
        actor_kind: "admin",
        actor_id: admin.user_id,
        changes: { job_status: { old: null, new: "offered" } },
      }),
    ]);
  });

  it("spans an hourly booking's hours and keeps the expiry it is given", async () => {
    const booking = await confirmedBooking({
      booking_type: "hourly",
      number_of_hours: 4,
      dropoff_location: null,
    });
    const res = await farmOut(admin, booking.booking_id, {
      partnerId,
      payPence: 40_000,
      expiresInSeconds: 90,
      carNumber: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body.data!.ends_at).toBe(
      new Date(booking.pickup_at.getTime() + 4 * HOUR_MS).toISOString(),
    );
    const job = await readJob(res.body.data!.assignment_id);
    expect(job.offer_expires_at!.getTime() - job.created_at.getTime()).toBe(90_000);
  });

  it.each([
    ["a missing partner", { payPence: 5000 }, "partnerId"],
    ["no pay", { partnerId: 1 }, "payPence"],
    ["zero pay", { partnerId: 1, payPence: 0 }, "payPence"],
    ["pay in pounds", { partnerId: 1, payPence: 50.5 }, "payPence"],
    ["too much pay", { partnerId: 1, payPence: 10_000_001 }, "payPence"],
    [
      "an expiry too short",
      { partnerId: 1, payPence: 5000, expiresInSeconds: 89 },
      "expiresInSeconds",
    ],
    [
      "an expiry too long",
      { partnerId: 1, payPence: 5000, expiresInSeconds: 1801 },
      "expiresInSeconds",
    ],
    ["a car number of 0", { partnerId: 1, payPence: 5000, carNumber: 0 }, "carNumber"],
  ])("answers 400 for %s", async (_name, body, field) => {
    const booking = await confirmedBooking();
    const res = await farmOut(admin, booking.booking_id, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
    expect(await assignmentsOf(booking.booking_id)).toEqual([]);
  });

  it("answers 400 for a field a client may not set, and for a malformed body", async () => {
    const booking = await confirmedBooking();
    const extra = await farmOut(admin, booking.booking_id, {
      partnerId,
      payPence: 5000,
      status: "assigned",
    });
    expect(extra.status).toBe(400);
    const malformed = await farmOut(admin, booking.booking_id, "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false });
  });

  it.each(["Pending", "Inactive"] as const)(
    "refuses a %s partner with 409 naming its status",
    async (status) => {
      const { partner } = await createPartner({ status });
      const booking = await confirmedBooking();
      const res = await farmOut(admin, booking.booking_id, {
        partnerId: partner.partner_id,
        payPence: 5000,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`The partner is ${status} and cannot be offered jobs`);
      expect(await assignmentsOf(booking.booking_id)).toEqual([]);
    },
  );

  it("answers 404 for an unknown partner or booking", async () => {
    const booking = await confirmedBooking();
    const noPartner = await farmOut(admin, booking.booking_id, {
      partnerId: 2_000_000_000,
      payPence: 5000,
    });
    expect(noPartner.status).toBe(404);
    const noBooking = await farmOut(admin, 2_000_000_000, { partnerId, payPence: 5000 });
    expect(noBooking.status).toBe(404);
    expect((await farmOut(admin, "abc", { partnerId, payPence: 5000 })).status).toBe(404);
  });

  it("refuses a pending booking, a car out of range and a car already given", async () => {
    const pending = await confirmedBooking({ status: "pending" });
    const refused = await farmOut(admin, pending.booking_id, { partnerId, payPence: 5000 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "A pending booking cannot be assigned a chauffeur unless it is confirmed as an account job",
    );

    const booking = await confirmedBooking();
    const car2 = await farmOut(admin, booking.booking_id, {
      partnerId,
      payPence: 5000,
      carNumber: 2,
    });
    expect(car2.status).toBe(400);
    expect(car2.body.errors).toHaveProperty("carNumber");

    await assignDriver({
      bookingId: booking.booking_id,
      carNumber: 1,
      driverId: await availableDriverId(),
      startsAt: booking.pickup_at,
      endsAt: new Date(booking.pickup_at.getTime() + HOUR_MS),
      actor: ADMIN_ACTOR,
    });
    const taken = await farmOut(admin, booking.booking_id, { partnerId, payPence: 5000 });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Car 1 of this booking is already assigned");
  });

  it("refuses a second open offer of the same car to the same partner, not to another partner", async () => {
    const booking = await confirmedBooking();
    const first = await farmOut(admin, booking.booking_id, { partnerId, payPence: 8550 });
    expect(first.status).toBe(201);
    const again = await farmOut(admin, booking.booking_id, { partnerId, payPence: 9000 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      "This partner already has an open offer for car 1 of this booking",
    );
    const offered = (await assignmentsOf(booking.booking_id)).filter(
      (job) => job.partner_id === partnerId && job.status === "offered",
    );
    expect(offered).toHaveLength(1);

    // Another partner may be asked beside it: the first to accept takes the job.
    const {
      partner: { partner_id: otherPartnerId },
    } = await createPartner();
    const other = await farmOut(admin, booking.booking_id, {
      partnerId: otherPartnerId,
      payPence: 8550,
    });
    expect(other.status).toBe(201);

    // Once the first offer has run out, the partner may be asked again.
    await setJobStatus(first.body.data!.assignment_id, "offered", {
      offer_expires_at: new Date(Date.now() - 1000),
    });
    const renewed = await farmOut(admin, booking.booking_id, { partnerId, payPence: 8550 });
    expect(renewed.status).toBe(201);
  });
});

describe("POST /api/admin/assignments/{id}/status", () => {
  it("moves a farmed-out job along with the reason in the booking's History", async () => {
    const { booking, job } = await farmedOutJob(partnerId);
    const accepted = await move(admin, job.assignment_id, {
      to: "assigned",
      reason: "Partner confirmed by phone",
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ success: true, data: { status: "assigned" } });
    const onTheWay = await move(admin, job.assignment_id, { to: "on_the_way" });
    expect(onTheWay.body.data).toMatchObject({ status: "on_the_way" });
    const history = await bookingHistory(booking.booking_id);
    expect(history.map((event) => event.action)).toEqual([
      "job_offered",
      "job_assigned",
      "job_on_the_way",
    ]);
    expect(history[1]).toMatchObject({
      actor_kind: "admin",
      actor_id: admin.user_id,
      changes: { job_status: { old: "offered", new: "assigned" } },
      context: expect.objectContaining({ reason: "Partner confirmed by phone" }),
    });
  });

  it("moves one of our chauffeurs' jobs too, and refuses a move the table does not have", async () => {
    const booking = await confirmedBooking();
    const row = await assignDriver({
      bookingId: booking.booking_id,
      carNumber: 1,
      driverId: await availableDriverId(),
      startsAt: booking.pickup_at,
      endsAt: new Date(booking.pickup_at.getTime() + HOUR_MS),
      actor: ADMIN_ACTOR,
    });
    const skipped = await move(admin, row.assignment_id, { to: "completed" });
    expect(skipped.status).toBe(409);
    expect(skipped.body.success).toBe(false);
    expect((await readJob(row.assignment_id)).status).toBe("assigned");
    const same = await move(admin, row.assignment_id, { to: "assigned" });
    expect(same.status).toBe(409);
    const moved = await move(admin, row.assignment_id, { to: "on_the_way" });
    expect(moved.status).toBe(200);
  });

  it("refuses a no-show before the free waiting time is over", async () => {
    const { job } = await farmedOutJob(partnerId, {
      booking: { pickup_at: new Date(Date.now() + 2 * HOUR_MS) },
    });
    await setJobStatus(job.assignment_id, "arrived");
    const res = await move(admin, job.assignment_id, { to: "no_show" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("A no-show can be recorded only after the free waiting time");
  });

  it("records a no-show once the free waiting time from pickup is over", async () => {
    const { job } = await farmedOutJob(partnerId, {
      booking: { pickup_at: new Date(Date.now() - 61 * 60_000) },
    });
    await setJobStatus(job.assignment_id, "arrived");
    const res = await move(admin, job.assignment_id, {
      to: "no_show",
      reason: "Waited an hour",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "no_show", reason: "Waited an hour" });
  });

  it("answers 400 for an unknown state, an unknown key or a malformed body, 404 for no job", async () => {
    const { job } = await farmedOutJob(partnerId);
    const unknown = await move(admin, job.assignment_id, { to: "teleported" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty("to");
    const missing = await move(admin, job.assignment_id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty("to");
    const long = await move(admin, job.assignment_id, { to: "declined", reason: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty("reason");
    expect((await move(admin, job.assignment_id, { to: "assigned", driverId: 1 })).status).toBe(
      400,
    );
    expect((await move(admin, job.assignment_id, "{")).status).toBe(400);
    expect((await move(admin, 2_000_000_000, { to: "assigned" })).status).toBe(404);
    expect((await readJob(job.assignment_id)).status).toBe("offered");
  });
});
