import { assignDriver } from "@/server/dispatch/assign";
import { unassign } from "@/server/dispatch/unassign";
import { AppError } from "@/server/http/errors";
import {
  ADMIN_ACTOR,
  HOUR_MS,
  assignmentsOf,
  availableDriverId,
  bookingHistory,
  confirmedBooking,
} from "@test/assignments";
import { createDriverRow } from "@test/drivers";
import { allowToDrive, createVehicleRow } from "@test/vehicles";

const nine = new Date("2030-03-04T09:00:00Z");
const at = (hoursAfterNine: number) => new Date(nine.getTime() + hoursAfterNine * HOUR_MS);

function job(bookingId: number, driverId: number, from: number, until: number, carNumber = 1) {
  return {
    bookingId,
    carNumber,
    driverId,
    startsAt: at(from),
    endsAt: at(until),
    actor: ADMIN_ACTOR,
  };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("assigning a chauffeur", () => {
  it("refuses a vehicle that does not exist", async () => {
    const booking = await confirmedBooking();
    const error = await refusal(
      assignDriver({
        ...job(booking.booking_id, await availableDriverId(), 0, 2),
        vehicleId: 999_999,
      }),
    );
    expect(error).toMatchObject({ status: 404, message: "Vehicle not found" });
    expect(await assignmentsOf(booking.booking_id)).toEqual([]);
  });

  it("assigns a car and records the move in the booking's History", async () => {
    const booking = await confirmedBooking();
    const driverId = await availableDriverId();
    const vehicle = await createVehicleRow();
    await allowToDrive(vehicle.vehicle_id, driverId);
    const row = await assignDriver({
      ...job(booking.booking_id, driverId, 0, 2),
      vehicleId: vehicle.vehicle_id,
    });
    expect(row).toMatchObject({
      status: "assigned",
      driver_id: driverId,
      vehicle_id: vehicle.vehicle_id,
    });
    const history = await bookingHistory(booking.booking_id);
    expect(history).toEqual([
      expect.objectContaining({
        action: "job_assigned",
        actor_kind: "admin",
        changes: { job_status: { old: null, new: "assigned" } },
        context: expect.objectContaining({ assignment_id: row.assignment_id, car_number: 1 }),
      }),
    ]);
  });

  it.each([
    ["pending", " unless it is confirmed as an account job"],
    ["completed", ""],
    ["cancelled", ""],
  ] as const)("refuses a %s booking with 409 naming its status", async (status, hint) => {
    const booking = await confirmedBooking({ status });
    const error = await refusal(
      assignDriver(job(booking.booking_id, await availableDriverId(), 0, 1)),
    );
    expect(error).toMatchObject({
      status: 409,
      message: `A ${status} booking cannot be assigned a chauffeur${hint}`,
    });
    expect(await assignmentsOf(booking.booking_id)).toEqual([]);
  });

  it("refuses a car number outside the booking's cars with 400", async () => {
    const booking = await confirmedBooking({ number_of_cars: 2 });
    const driverId = await availableDriverId();
    const error = await refusal(assignDriver(job(booking.booking_id, driverId, 0, 1, 3)));
    expect(error.status).toBe(400);
    expect(error.options.errors).toEqual({ carNumber: "Must be between 1 and 2" });
    // Both cars of a two-car booking can be assigned, to different chauffeurs.
    await assignDriver(job(booking.booking_id, driverId, 0, 1, 1));
    await assignDriver(job(booking.booking_id, await availableDriverId(), 0, 1, 2));
    expect(await assignmentsOf(booking.booking_id)).toHaveLength(2);
  });

  it("refuses a second chauffeur for a car already assigned", async () => {
    const booking = await confirmedBooking({ status: "paid" });
    await assignDriver(job(booking.booking_id, await availableDriverId(), 0, 1));
    const error = await refusal(
      assignDriver(job(booking.booking_id, await availableDriverId(), 0, 1)),
    );
    expect(error).toMatchObject({
      status: 409,
      message: "Car 1 of this booking is already assigned",
    });
  });

  it("refuses a missing booking or driver, a driver not Available, and a job ending before it starts", async () => {
    const booking = await confirmedBooking();
    const driverId = await availableDriverId();
    expect((await refusal(assignDriver(job(999_999, driverId, 0, 1)))).status).toBe(404);
    expect((await refusal(assignDriver(job(booking.booking_id, 999_999, 0, 1)))).status).toBe(404);
    const resting = await createDriverRow({ status: "Unavailable" });
    expect(
      await refusal(assignDriver(job(booking.booking_id, resting.driver_id, 0, 1))),
    ).toMatchObject({
      status: 409,
      message: "The driver is Unavailable and cannot be assigned",
    });
    expect((await refusal(assignDriver(job(booking.booking_id, driverId, 2, 1)))).status).toBe(400);
    expect(await assignmentsOf(booking.booking_id)).toEqual([]);
  });

  it("refuses a customer or a driver as the one assigning", async () => {
    const booking = await confirmedBooking();
    const attempt = { ...job(booking.booking_id, await availableDriverId(), 0, 1) };
    const asDriver = assignDriver({ ...attempt, actor: { kind: "driver", id: 5, label: null } });
    expect((await refusal(asDriver)).status).toBe(403);
  });
});

describe("no chauffeur in two places", () => {
  it("refuses an overlapping job with 409 naming the other booking, and writes nothing", async () => {
    const driverId = await availableDriverId();
    const first = await confirmedBooking();
    const second = await confirmedBooking();
    await assignDriver(job(first.booking_id, driverId, 0, 2));
    const error = await refusal(assignDriver(job(second.booking_id, driverId, 1, 3)));
    expect(error).toMatchObject({
      status: 409,
      message: `Driver already has a job at that time (booking ${first.booking_reference})`,
    });
    expect(await assignmentsOf(second.booking_id)).toEqual([]);
    expect(await bookingHistory(second.booking_id)).toEqual([]);
  });

  it("refuses one vehicle in two places, naming the other booking", async () => {
    const first = await confirmedBooking();
    const second = await confirmedBooking();
    const { vehicle_id: vehicleId } = await createVehicleRow();
    const [one, two] = [await availableDriverId(), await availableDriverId()];
    await allowToDrive(vehicleId, one);
    await allowToDrive(vehicleId, two);
    await assignDriver({ ...job(first.booking_id, one, 0, 2), vehicleId });
    const error = await refusal(assignDriver({ ...job(second.booking_id, two, 1, 3), vehicleId }));
    expect(error).toMatchObject({
      status: 409,
      message: `Vehicle already has a job at that time (booking ${first.booking_reference})`,
    });
  });

  it("keeps the turnaround buffer (30 minutes by default) between one chauffeur's jobs", async () => {
    const driverId = await availableDriverId();
    const first = await confirmedBooking();
    await assignDriver(job(first.booking_id, driverId, 0, 2));
    const second = await confirmedBooking();
    // Touching jobs pass the database's constraint but not the dispatcher's buffer.
    const error = await refusal(assignDriver(job(second.booking_id, driverId, 2, 4)));
    expect(error).toMatchObject({
      status: 409,
      message: `Driver already has a job at that time (booking ${first.booking_reference})`,
    });
    expect(await assignmentsOf(second.booking_id)).toEqual([]);
    const next = await assignDriver(job(second.booking_id, driverId, 2.5, 4));
    expect(next.status).toBe("assigned");
  });

  it("frees the chauffeur's time once the job is unassigned, with the reason in the History", async () => {
    const driverId = await availableDriverId();
    const first = await confirmedBooking();
    const row = await assignDriver(job(first.booking_id, driverId, 0, 2));
    const unassigned = await unassign({
      assignmentId: row.assignment_id,
      reason: "Car broke down",
      actor: ADMIN_ACTOR,
    });
    expect(unassigned).toMatchObject({ status: "unassigned", reason: "Car broke down" });
    const history = await bookingHistory(first.booking_id);
    expect(history.map((event) => event.action)).toEqual(["job_assigned", "job_unassigned"]);
    expect(history[1]).toMatchObject({
      changes: { job_status: { old: "assigned", new: "unassigned" } },
      context: expect.objectContaining({ reason: "Car broke down" }),
    });
    const other = await assignDriver(job((await confirmedBooking()).booking_id, driverId, 1, 3));
    expect(other.status).toBe("assigned");
    // The car it left is free for another chauffeur.
    const again = await assignDriver(job(first.booking_id, await availableDriverId(), 0, 2));
    expect(again.status).toBe("assigned");
  });

  it("refuses to unassign twice, without a reason, or as a driver", async () => {
    const row = await assignDriver(
      job((await confirmedBooking()).booking_id, await availableDriverId(), 0, 1),
    );
    const input = { assignmentId: row.assignment_id, reason: "Customer asked", actor: ADMIN_ACTOR };
    expect((await refusal(unassign({ ...input, reason: "  " }))).status).toBe(400);
    const asDriver = unassign({ ...input, actor: { kind: "driver", id: 3, label: null } });
    expect((await refusal(asDriver)).status).toBe(409);
    await unassign(input);
    expect(await refusal(unassign(input))).toMatchObject({
      status: 409,
      message: "This job is already unassigned",
    });
    expect((await refusal(unassign({ ...input, assignmentId: 999_999 }))).status).toBe(404);
  });
});
