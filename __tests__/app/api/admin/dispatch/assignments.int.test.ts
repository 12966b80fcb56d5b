import { DELETE } from "@/app/api/admin/assignments/[id]/route";
import { POST } from "@/app/api/admin/bookings/[id]/assignments/route";
import type { BookingRow, UserRow } from "@/server/db/schema";
import {
  assignmentsOf,
  availableDriverId,
  bookingHistory,
  confirmedBooking,
} from "@test/assignments";
import { createUser } from "@test/factories";
import { callRoute, type CallResult } from "@test/route-client";

type Caller = UserRow | null;
interface Envelope {
  success: boolean;
  message: string;
  data?: { assignment_id: number; status: string };
  errors?: Record<string, string>;
}

let admin: UserRow;
const roles: Record<string, UserRow> = {};

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  for (const role of ["customer", "driver", "partner"] as const)
    roles[role] = await createUser({ role });
});

const assign = (user: Caller, bookingId: number | string, body: unknown) =>
  callRoute<Envelope, { id: string }>(POST, {
    method: "POST",
    url: `/api/admin/bookings/${bookingId}/assignments`,
    params: { id: String(bookingId) },
    body,
    as: user ?? undefined,
  });

const release = (user: Caller, assignmentId: number | string, body: unknown) =>
  callRoute<Envelope, { id: string }>(DELETE, {
    method: "DELETE",
    url: `/api/admin/assignments/${assignmentId}`,
    params: { id: String(assignmentId) },
    body,
    as: user ?? undefined,
  });

function slot(driverId: number, from: string, until: string) {
  return { carNumber: 1, driverId, startsAt: from, endsAt: until };
}

const MORNING = ["2030-07-01T09:00:00Z", "2030-07-01T11:00:00Z"] as const;

describe("the access matrix", () => {
  let booking: BookingRow;
  let body: ReturnType<typeof slot>;
  let assignmentId: number;

  beforeAll(async () => {
    booking = await confirmedBooking();
    body = slot(await availableDriverId(), ...MORNING);
    const made = await assign(admin, booking.booking_id, body);
    assignmentId = made.body.data!.assignment_id;
  });

  const endpoints: Record<string, (user: Caller) => Promise<CallResult<Envelope>>> = {
    "POST /api/admin/bookings/{id}/assignments": (user) =>
      assign(user, booking.booking_id, { ...body, carNumber: 1 }),
    "DELETE /api/admin/assignments/{id}": (user) =>
      release(user, assignmentId, { reason: "Testing access" }),
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

  it("changed nothing for the refused callers", async () => {
    const rows = await assignmentsOf(booking.booking_id);
    expect(rows.map((row) => row.status)).toEqual(["assigned"]);
  });
});

describe("POST /api/admin/bookings/{id}/assignments", () => {
  it("assigns and answers 201, then refuses an overlapping job with 409 naming the booking", async () => {
    const driverId = await availableDriverId();
    const first = await confirmedBooking();
    const made = await assign(admin, first.booking_id, slot(driverId, ...MORNING));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ success: true, data: { status: "assigned" } });
    const second = await confirmedBooking();
    const clash = await assign(
      admin,
      second.booking_id,
      slot(driverId, "2030-07-01T10:30:00Z", "2030-07-01T12:00:00Z"),
    );
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      success: false,
      message: `Driver already has a job at that time (booking ${first.booking_reference})`,
    });
    const history = await bookingHistory(first.booking_id);
    expect(history[0]).toMatchObject({ actor_kind: "admin", actor_id: admin.user_id });
  });

  it("refuses a booking that is not confirmed or paid with 409", async () => {
    const pending = await confirmedBooking({ status: "pending" });
    const res = await assign(
      admin,
      pending.booking_id,
      slot(await availableDriverId(), ...MORNING),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "A pending booking cannot be assigned a chauffeur unless it is confirmed as an account job",
    );
  });

  it.each([
    ["an unknown key", { status: "completed" }],
    ["a missing driver", { driverId: undefined }],
    ["a text car number", { carNumber: "two" }],
    ["a time without an offset", { startsAt: "2030-07-01T09:00:00" }],
    ["an end before the start", { endsAt: "2030-07-01T08:00:00Z" }],
    ["a negative pay", { payPence: -1 }],
    ["a pay over the limit", { payPence: 10_000_001 }],
    ["a pay in pounds", { payPence: 45.5 }],
    ["an account job that is not true or false", { accountJob: "yes" }],
  ])("answers 400 with field errors for %s", async (_case, change) => {
    const booking = await confirmedBooking();
    const res = await assign(admin, booking.booking_id, {
      ...slot(await availableDriverId(), ...MORNING),
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
    expect(await assignmentsOf(booking.booking_id)).toEqual([]);
  });

  it("answers 400 for a car number beyond the booking's cars, and 404 for unknown ids", async () => {
    const booking = await confirmedBooking();
    const driverId = await availableDriverId();
    const beyond = await assign(admin, booking.booking_id, {
      ...slot(driverId, ...MORNING),
      carNumber: 2,
    });
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors).toEqual({ carNumber: "Must be between 1 and 1" });
    for (const id of ["999999", "0", "abc"]) {
      expect((await assign(admin, id, slot(driverId, ...MORNING))).status).toBe(404);
    }
  });
});

describe("POST with only a driver", () => {
  it("takes the booking's job window and stores the pay to the penny", async () => {
    const booking = await confirmedBooking({ distance_travelled: 30 });
    const res = await assign(admin, booking.booking_id, {
      driverId: await availableDriverId(),
      payPence: 10_000_000,
    });
    expect(res.status).toBe(201);
    const [row] = await assignmentsOf(booking.booking_id);
    // 30 road miles at 30 mph, plus the 15-minute set-up buffer.
    expect(row!.starts_at.toISOString()).toBe(booking.pickup_at.toISOString());
    expect(row!.ends_at.getTime() - row!.starts_at.getTime()).toBe(75 * 60_000);
    expect(row!.pay_pence).toBe(10_000_000);
  });

  it("assigns a pending booking sent as an account job", async () => {
    const pending = await confirmedBooking({ status: "pending" });
    const res = await assign(admin, pending.booking_id, {
      driverId: await availableDriverId(),
      accountJob: true,
    });
    expect(res.status).toBe(201);
    const history = await bookingHistory(pending.booking_id);
    expect(history[0]).toMatchObject({
      context: expect.objectContaining({ reason: "Account job: assigned before payment" }),
    });
  });
});

describe("DELETE /api/admin/assignments/{id}", () => {
  it("unassigns with a reason, then answers 409 for a second time", async () => {
    const booking = await confirmedBooking();
    const made = await assign(
      admin,
      booking.booking_id,
      slot(await availableDriverId(), ...MORNING),
    );
    const id = made.body.data!.assignment_id;
    expect((await release(admin, id, {})).status).toBe(400);
    const res = await release(admin, id, { reason: "Customer changed plans" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { status: "unassigned" } });
    expect((await release(admin, id, { reason: "Again" })).status).toBe(409);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["999999", "0", "abc", "99999999999"]) {
      expect((await release(admin, id, { reason: "x" })).status).toBe(404);
    }
  });
});
