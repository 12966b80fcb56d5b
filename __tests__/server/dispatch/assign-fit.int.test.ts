import { assignDriver } from "@/server/dispatch/assign";
import { AppError } from "@/server/http/errors";
import { ADMIN_ACTOR, assignmentsOf, bookingHistory, confirmedBooking } from "@test/assignments";
import { createApprovedDriver, createDriverRow } from "@test/drivers";
import { createVehicleRow, vehicleFor } from "@test/vehicles";

// The clock every rule here reads: documents are judged on 10 November 2026 in London.
const NOW = new Date("2026-11-10T12:00:00Z");
const PICKUP = { booking_date: "2026-11-20", booking_time: "10:00:00" };
const PICKUP_AT = new Date("2026-11-20T10:00:00Z");

const HOURLY = {
  ...PICKUP,
  booking_type: "hourly" as const,
  number_of_hours: 5,
  dropoff_location: null,
  dropoff_lat: null,
  dropoff_lng: null,
  distance_travelled: null,
  ride_area: "inside" as const,
};

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function driverId(overrides = {}): Promise<number> {
  return (await createApprovedDriver(overrides)).driver.driver_id;
}

const attempt = (bookingId: number, driver: number, vehicleId: number | null = null) => ({
  bookingId,
  carNumber: 1,
  driverId: driver,
  vehicleId,
  actor: ADMIN_ACTOR,
  now: NOW,
});

describe("the job's window by default", () => {
  it("runs a point-to-point job from pickup for the route's duration plus the set-up buffer", async () => {
    // 20.08 road miles at 30 mph is 41 minutes; the set-up buffer adds 15.
    const booking = await confirmedBooking({ ...PICKUP, distance_travelled: 20.08 });
    const row = await assignDriver(attempt(booking.booking_id, await driverId()));
    expect(row.starts_at.toISOString()).toBe(PICKUP_AT.toISOString());
    expect(row.ends_at.toISOString()).toBe("2026-11-20T10:56:00.000Z");
  });

  it("estimates the route from the coordinates when the booking has no stored distance", async () => {
    // Heathrow to Big Ben (the factory's places): about 20 road miles, as the quote would say.
    const booking = await confirmedBooking({ ...PICKUP, distance_travelled: null });
    const row = await assignDriver(attempt(booking.booking_id, await driverId()));
    expect(row.ends_at.toISOString()).toBe("2026-11-20T10:56:00.000Z");
  });

  it("runs an hourly job for the booked hours, and keeps a start sent without an end", async () => {
    const hourly = await confirmedBooking(HOURLY);
    const row = await assignDriver(attempt(hourly.booking_id, await driverId()));
    expect(row.ends_at.toISOString()).toBe("2026-11-20T15:00:00.000Z");
    const other = await confirmedBooking(HOURLY);
    const moved = await assignDriver({
      ...attempt(other.booking_id, await driverId()),
      startsAt: new Date("2026-11-20T11:00:00Z"),
    });
    expect(moved.ends_at.toISOString()).toBe("2026-11-20T16:00:00.000Z");
  });
});

describe("refusals at assign time write nothing", () => {
  it.each([
    [
      "a driver never approved",
      async () => (await createDriverRow({ status: "Available" })).driver_id,
      "The driver has not been approved",
    ],
    [
      "a driver whose driving licence lapsed",
      () => driverId({ driving_license_expiry_date: "2026-11-01" }),
      "The driver's driving licence lapsed on 2026-11-02",
    ],
  ])("refuses %s with 409", async (_case, makeDriver, message) => {
    const booking = await confirmedBooking(PICKUP);
    const error = await refusal(assignDriver(attempt(booking.booking_id, await makeDriver())));
    expect(error).toMatchObject({ status: 409, message });
    expect(await assignmentsOf(booking.booking_id)).toEqual([]);
    expect(await bookingHistory(booking.booking_id)).toEqual([]);
  });

  it.each([
    ["off road", { status: "off_road" as const }, {}, /^The vehicle [A-Z0-9 ]+ is off road$/],
    [
      "with a lapsed MOT",
      { mot_expiry: "2026-10-31" },
      {},
      "The vehicle's MOT lapsed on 2026-11-01",
    ],
    [
      "with a lapsed PHV licence",
      { phv_licence_expiry: "2026-11-05" },
      {},
      "The vehicle's PHV licence lapsed on 2026-11-06",
    ],
    [
      "with lapsed insurance",
      { insurance_expiry: "2026-11-09" },
      {},
      "The vehicle's insurance lapsed on 2026-11-10",
    ],
    [
      "of a lower class",
      { service_class: "business_class" as const },
      { service_type: "first_class" as const },
      "Vehicle is Business Class; the booking is First Class",
    ],
    [
      "of a saloon class for a van booking",
      { service_class: "first_class" as const },
      { service_type: "business_van" as const },
      "Vehicle is First Class; the booking is Business Van/SUV",
    ],
    [
      "with too few seats",
      { passenger_capacity: 3 },
      { number_of_passengers: 4 },
      "Vehicle seats 3; the booking needs 4 per car",
    ],
    [
      "with too little luggage room",
      { luggage_capacity: 2 },
      { number_of_luggage: 3 },
      "Vehicle takes 2 bags; the booking needs 3 per car",
    ],
  ])("refuses a vehicle %s with 409", async (_case, vehicleChange, bookingChange, message) => {
    const driver = await driverId();
    const vehicle = await vehicleFor(driver, {
      phv_licence_expiry: "2030-01-01",
      mot_expiry: "2030-01-01",
      insurance_expiry: "2030-01-01",
      ...vehicleChange,
    });
    const booking = await confirmedBooking({ ...PICKUP, ...bookingChange });
    const error = await refusal(
      assignDriver(attempt(booking.booking_id, driver, vehicle.vehicle_id)),
    );
    expect(error.status).toBe(409);
    expect(error.message).toMatch(message);
    expect(await assignmentsOf(booking.booking_id)).toEqual([]);
    expect(await bookingHistory(booking.booking_id)).toEqual([]);
  });

  it("refuses a vehicle the driver is not allowed to drive", async () => {
    const vehicle = await createVehicleRow({ service_class: "business_class" });
    const booking = await confirmedBooking(PICKUP);
    const error = await refusal(
      assignDriver(attempt(booking.booking_id, await driverId(), vehicle.vehicle_id)),
    );
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/^Driver is not allowed to drive [A-Z0-9]+ [A-Z]{3}$/);
    expect(await assignmentsOf(booking.booking_id)).toEqual([]);
  });

  it("gives a Business Class booking a First Class car the driver may drive", async () => {
    const driver = await driverId();
    const vehicle = await vehicleFor(driver, { service_class: "first_class" });
    const booking = await confirmedBooking(PICKUP);
    const row = await assignDriver({
      ...attempt(booking.booking_id, driver, vehicle.vehicle_id),
      payPence: 4550,
    });
    expect(row).toMatchObject({ vehicle_id: vehicle.vehicle_id, pay_pence: 4550 });
  });
});

describe("account jobs", () => {
  it("assigns a pending booking only when the administrator confirms it as an account job", async () => {
    const booking = await confirmedBooking({ ...PICKUP, status: "pending" });
    const driver = await driverId();
    const refused = await refusal(assignDriver(attempt(booking.booking_id, driver)));
    expect(refused).toMatchObject({
      status: 409,
      message:
        "A pending booking cannot be assigned a chauffeur unless it is confirmed as an account job",
    });
    const row = await assignDriver({ ...attempt(booking.booking_id, driver), accountJob: true });
    expect(row.status).toBe("assigned");
    const history = await bookingHistory(booking.booking_id);
    expect(history).toEqual([
      expect.objectContaining({
        action: "job_assigned",
        context: expect.objectContaining({ reason: "Account job: assigned before payment" }),
      }),
    ]);
  });

  it.each(["cancelled", "completed"] as const)(
    "never assigns a %s booking, account job or not",
    async (status) => {
      const booking = await confirmedBooking({ ...PICKUP, status });
      const error = await refusal(
        assignDriver({ ...attempt(booking.booking_id, await driverId()), accountJob: true }),
      );
      expect(error).toMatchObject({
        status: 409,
        message: `A ${status} booking cannot be assigned a chauffeur`,
      });
      expect(await assignmentsOf(booking.booking_id)).toEqual([]);
    },
  );
});
