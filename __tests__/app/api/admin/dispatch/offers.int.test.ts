import { eq } from "drizzle-orm";
import { DELETE } from "@/app/api/admin/assignments/[id]/route";
import { POST } from "@/app/api/admin/bookings/[id]/offers/route";
import { getDb } from "@/server/db/client";
import { drivers, siteSettings, type BookingRow, type UserRow } from "@/server/db/schema";
import { acceptOffer } from "@/server/dispatch/accept-offer";
import { assignDriver } from "@/server/dispatch/assign";
import {
  ADMIN_ACTOR,
  HOUR_MS,
  assignmentsOf,
  availableDriverId,
  bookingHistory,
  confirmedBooking,
} from "@test/assignments";
import { createUser } from "@test/factories";
import { offeredDriver, offerTo, reloadAssignment } from "@test/offers";
import { callRoute } from "@test/route-client";

type Caller = UserRow | null;
interface OfferRow {
  assignment_id: number;
  booking_id: number;
  car_number: number;
  driver_id: number;
  vehicle_id: number | null;
  status: string;
  starts_at: string;
  ends_at: string;
  offer_expires_at: string;
  pay_pence: number | null;
  reason: string | null;
}
interface Envelope<T = OfferRow[]> {
  success: boolean;
  message: string;
  data?: T;
  errors?: Record<string, string>;
}

let admin: UserRow;
const roles: Record<string, UserRow> = {};

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  for (const role of ["customer", "driver", "partner"] as const)
    roles[role] = await createUser({ role });
});

const offer = (user: Caller, bookingId: number | string, body: unknown) =>
  callRoute<Envelope, { id: string }>(POST, {
    method: "POST",
    url: `/api/admin/bookings/${bookingId}/offers`,
    params: { id: String(bookingId) },
    body,
    as: user ?? undefined,
  });

const withdraw = (user: Caller, assignmentId: number, body: unknown) =>
  callRoute<Envelope<OfferRow>, { id: string }>(DELETE, {
    method: "DELETE",
    url: `/api/admin/assignments/${assignmentId}`,
    params: { id: String(assignmentId) },
    body,
    as: user ?? undefined,
  });

const to = (...driverIds: number[]) => driverIds.map((driverId) => ({ driverId }));
const seconds = (from: string, until: string) =>
  (new Date(until).getTime() - new Date(from).getTime()) / 1000;

describe("the access matrix", () => {
  let booking: BookingRow;
  let driverId: number;

  beforeAll(async () => {
    booking = await confirmedBooking();
    driverId = await availableDriverId();
  });

  const send = (user: Caller) => offer(user, booking.booking_id, { offers: to(driverId) });

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

  it("changed nothing for the refused callers", async () => {
    expect(await assignmentsOf(booking.booking_id)).toEqual([]);
    expect(await bookingHistory(booking.booking_id)).toEqual([]);
  });
});

describe("POST /api/admin/bookings/{id}/offers", () => {
  it("offers the car to several chauffeurs with the expiry and pay, each with a History line", async () => {
    const booking = await confirmedBooking({
      booking_date: "2030-08-01",
      booking_time: "14:00:00",
    });
    const first = await availableDriverId();
    const second = await availableDriverId();
    const sentAt = new Date();
    const res = await offer(admin, booking.booking_id, {
      offers: to(first, second),
      expiresInSeconds: 300,
      payPence: 4550,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "Offer sent to 2 chauffeurs" });
    const rows = res.body.data!;
    expect(rows.map((row) => [row.driver_id, row.status, row.pay_pence, row.car_number])).toEqual([
      [first, "offered", 4550, 1],
      [second, "offered", 4550, 1],
    ]);
    for (const row of rows) {
      // From the pickup (14:00 BST = 13:00 UTC) for the route at 30 mph plus the 15-minute set-up buffer.
      expect(row.starts_at).toBe("2030-08-01T13:00:00.000Z");
      expect(row.ends_at).toBe("2030-08-01T13:56:00.000Z");
      const lead = seconds(sentAt.toISOString(), row.offer_expires_at);
      expect(lead).toBeGreaterThanOrEqual(299);
      expect(lead).toBeLessThanOrEqual(301);
    }
    const history = await bookingHistory(booking.booking_id);
    expect(history.map((event) => [event.action, event.actor_kind, event.actor_id])).toEqual([
      ["job_offered", "admin", admin.user_id],
      ["job_offered", "admin", admin.user_id],
    ]);
    expect(history[0]).toMatchObject({
      changes: { job_status: { old: null, new: "offered" } },
      context: { driver_id: first, offer_expires_at: rows[0]!.offer_expires_at },
    });
  });

  it("gives an hourly job its booked hours and a second car its own offers", async () => {
    const booking = await confirmedBooking({
      booking_type: "hourly",
      number_of_hours: 4,
      number_of_cars: 2,
      booking_date: "2030-01-10",
      booking_time: "09:30:00",
    });
    const res = await offer(admin, booking.booking_id, {
      carNumber: 2,
      offers: to(await availableDriverId()),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Offer sent");
    expect(res.body.data![0]).toMatchObject({
      car_number: 2,
      starts_at: "2030-01-10T09:30:00.000Z",
      ends_at: "2030-01-10T13:30:00.000Z",
      // No pay given: 70% of the fare (£109.72) per car (two), rounded down.
      pay_pence: 3_840,
    });
  });

  it("leaves an offer open for the dispatch setting's time when none is given", async () => {
    const booking = await confirmedBooking();
    const sentAt = new Date().toISOString();
    const byDefault = await offer(admin, booking.booking_id, {
      offers: to(await availableDriverId()),
    });
    expect(seconds(sentAt, byDefault.body.data![0]!.offer_expires_at)).toBeCloseTo(600, -1);

    const db = await getDb();
    const saved = {
      turnaround_buffer_minutes: 30,
      setup_buffer_minutes: 15,
      offer_expiry_seconds: 120,
    };
    await db.insert(siteSettings).values({ key: "dispatch", value: saved });
    try {
      const later = new Date().toISOString();
      const res = await offer(admin, booking.booking_id, { offers: to(await availableDriverId()) });
      expect(res.status).toBe(201);
      expect(seconds(later, res.body.data![0]!.offer_expires_at)).toBeCloseTo(120, -1);
    } finally {
      await db.delete(siteSettings).where(eq(siteSettings.key, "dispatch"));
    }
  });

  it.each([
    ["an unknown key", { status: "assigned" }, "body"],
    ["an unknown key in an offer", { offers: [{ driverId: 1, status: "assigned" }] }, "offers.0"],
    ["no offers", { offers: [] }, "offers"],
    ["missing offers", { offers: undefined }, "offers"],
    ["eleven offers", { offers: to(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11) }, "offers"],
    ["one chauffeur twice", { offers: to(7, 7) }, "offers"],
    ["a text driver id", { offers: [{ driverId: "7" }] }, "offers.0.driverId"],
    ["a text vehicle id", { offers: [{ driverId: 7, vehicleId: "x" }] }, "offers.0.vehicleId"],
    ["an expiry under 90 seconds", { expiresInSeconds: 89 }, "expiresInSeconds"],
    ["an expiry over 30 minutes", { expiresInSeconds: 1801 }, "expiresInSeconds"],
    ["a fractional expiry", { expiresInSeconds: 120.5 }, "expiresInSeconds"],
    ["a negative pay", { payPence: -1 }, "payPence"],
    ["a fractional pay", { payPence: 12.5 }, "payPence"],
    ["a text car number", { carNumber: "two" }, "carNumber"],
  ])("answers 400 with field errors for %s", async (_case, change, field) => {
    const booking = await confirmedBooking();
    const res = await offer(admin, booking.booking_id, {
      offers: to(await availableDriverId()),
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    expect(await assignmentsOf(booking.booking_id)).toEqual([]);
  });

  it("answers 400 for a malformed body and a car the booking does not have, 404 for unknown ids", async () => {
    const booking = await confirmedBooking();
    const driverId = await availableDriverId();
    const malformed = await offer(admin, booking.booking_id, "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(false);
    const beyond = await offer(admin, booking.booking_id, { carNumber: 2, offers: to(driverId) });
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors).toEqual({ carNumber: "Must be between 1 and 1" });
    for (const id of ["999999", "0", "abc"]) {
      expect((await offer(admin, id, { offers: to(driverId) })).status).toBe(404);
    }
    const unknownDriver = await offer(admin, booking.booking_id, { offers: to(2_000_000_000) });
    expect(unknownDriver.status).toBe(404);
    expect(unknownDriver.body.message).toBe("Driver not found");
    expect(await assignmentsOf(booking.booking_id)).toEqual([]);
  });

  it("refuses a booking that is not confirmed or paid, and a car already assigned, with 409", async () => {
    const pending = await confirmedBooking({ status: "pending" });
    const refused = await offer(admin, pending.booking_id, {
      offers: to(await availableDriverId()),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "A pending booking cannot be assigned a chauffeur unless it is confirmed as an account job",
    );

    const booking = await confirmedBooking();
    await assignDriver({
      bookingId: booking.booking_id,
      carNumber: 1,
      driverId: await availableDriverId(),
      startsAt: booking.pickup_at,
      endsAt: new Date(booking.pickup_at.getTime() + HOUR_MS),
      actor: ADMIN_ACTOR,
    });
    const taken = await offer(admin, booking.booking_id, { offers: to(await availableDriverId()) });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Car 1 of this booking is already assigned");
  });

  it("refuses a chauffeur who already holds an open offer for the car, but not after it expired", async () => {
    const booking = await confirmedBooking();
    const driverId = await availableDriverId();
    expect((await offer(admin, booking.booking_id, { offers: to(driverId) })).status).toBe(201);
    const again = await offer(admin, booking.booking_id, { offers: to(driverId) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      "This chauffeur already has an open offer for car 1 of this booking",
    );

    const lapsedBooking = await confirmedBooking();
    const [lapsed] = await offerTo(lapsedBooking.booking_id, [driverId], {
      now: new Date(Date.now() - HOUR_MS),
    });
    const renewed = await offer(admin, lapsedBooking.booking_id, { offers: to(driverId) });
    expect(renewed.status).toBe(201);
    expect(await reloadAssignment(lapsed!.assignment_id)).toMatchObject({
      status: "unassigned",
      reason: "Offer expired",
    });
  });

  it("makes all offers or none: an Unavailable chauffeur or one busy then refuses the whole request", async () => {
    const booking = await confirmedBooking({
      booking_date: "2030-09-09",
      booking_time: "10:00:00",
    });
    const free = await availableDriverId();
    const away = await availableDriverId();
    const db = await getDb();
    await db.update(drivers).set({ status: "Unavailable" }).where(eq(drivers.driver_id, away));
    const unavailable = await offer(admin, booking.booking_id, { offers: to(free, away) });
    expect(unavailable.status).toBe(409);
    expect(unavailable.body.message).toBe("The driver is Unavailable and cannot be assigned");

    const busy = await availableDriverId();
    const other = await confirmedBooking({ booking_date: "2030-09-09", booking_time: "11:00:00" });
    await assignDriver({
      bookingId: other.booking_id,
      carNumber: 1,
      driverId: busy,
      startsAt: other.pickup_at,
      endsAt: new Date(other.pickup_at.getTime() + HOUR_MS),
      actor: ADMIN_ACTOR,
    });
    const clash = await offer(admin, booking.booking_id, { offers: to(free, busy) });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      `Driver already has a job at that time (booking ${other.booking_reference})`,
    );
    expect(await assignmentsOf(booking.booking_id)).toEqual([]);
    expect(await bookingHistory(booking.booking_id)).toEqual([]);
  });
});

describe("withdrawing an offer with DELETE /api/admin/assignments/{id}", () => {
  it("returns the offer unanswered with the reason; the chauffeur then hears it was withdrawn", async () => {
    const booking = await confirmedBooking();
    const driver = await offeredDriver();
    const [made] = await offerTo(booking.booking_id, [driver.driverId]);
    expect((await withdraw(admin, made!.assignment_id, { reason: "Sent to another" })).status).toBe(
      200,
    );
    expect(await reloadAssignment(made!.assignment_id)).toMatchObject({
      status: "unassigned",
      reason: "Sent to another",
    });
    const history = await bookingHistory(booking.booking_id);
    expect(history.at(-1)).toMatchObject({
      action: "job_unassigned",
      actor_kind: "admin",
      changes: { job_status: { old: "offered", new: "unassigned" } },
      context: { reason: "Sent to another" },
    });
    await expect(
      acceptOffer({
        assignmentId: made!.assignment_id,
        userId: driver.user.user_id,
        actor: driver.actor,
      }),
    ).rejects.toMatchObject({ status: 409, message: "This offer has been withdrawn" });
    const again = await withdraw(admin, made!.assignment_id, { reason: "Again" });
    expect(again.status).toBe(409);
    expect(await withdraw(roles.driver!, made!.assignment_id, { reason: "x" })).toMatchObject({
      status: 403,
    });
  });
});
