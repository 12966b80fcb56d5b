import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { GET as listBookingsRoute } from "@/app/api/bookings/route";
import type { CustomerChauffeur } from "@/lib/dispatch/customer-chauffeur";
import type { UserRow, BookingRow } from "@/server/db/schema";
import { getBookingFor } from "@/server/bookings/queries";
import { listBookings } from "@/server/bookings/list-bookings";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { assignDriver } from "@/server/dispatch/assign";
import { customerIsDrivenBy } from "@/server/dispatch/chauffeur-photo-access";
import { moveJob } from "@/server/dispatch/move-job";
import { unassign } from "@/server/dispatch/unassign";
import { acceptPartnerJob } from "@/server/partners/partner-job-moves";
import { loadOwnedBookingView } from "@/server/payments/booking-view";
import { ADMIN_ACTOR, HOUR_MS } from "@test/assignments";
import { createApprovedDriver } from "@test/drivers";
import { createBookingRow, createUser } from "@test/factories";
import { ACCEPT_BODY } from "@test/farm-out";
import { farmOut } from "@/server/dispatch/farm-out";
import { createPartner } from "@test/partners";
import { callRoute } from "@test/route-client";
import { allowToDrive, createVehicleRow } from "@test/vehicles";

type Envelope<T> = { success: boolean; message: string; data: T };
type WithChauffeurs = { booking_id: number; chauffeurs?: CustomerChauffeur[] };

const PHOTO = "/api/files/drivers/photos/0123456789abcdef0123456789abcdef.webp";

async function customerBooking(overrides: Partial<BookingRow> = {}) {
  const customer = await createUser({ first_name: "Cleo" });
  const booking = await createBookingRow({
    user_id: customer.user_id,
    status: "confirmed",
    booking_date: "2030-05-02",
    booking_time: "10:00:00",
    ...overrides,
  });
  return { customer, booking };
}

async function chauffeurWithCar() {
  const { driver } = await createApprovedDriver({
    driving_license_expiry_date: "2099-12-31",
    first_name: "Dana",
    last_name: "Wheelwright",
    phone_number: "+44 7700 900222",
    driver_picture: PHOTO,
    private_hire_license_number: "PHL-SECRET-1",
    driving_license_number: "WHEEL800101DA9AB",
  });
  const vehicle = await createVehicleRow({
    make: "Mercedes-Benz",
    model: "S-Class",
    colour: "Black",
  });
  await allowToDrive(vehicle.vehicle_id, driver.driver_id);
  return { driver, vehicle };
}

async function assign(booking: BookingRow, now: Date) {
  const { driver, vehicle } = await chauffeurWithCar();
  const job = await assignDriver({
    bookingId: booking.booking_id,
    carNumber: 1,
    driverId: driver.driver_id,
    vehicleId: vehicle.vehicle_id,
    actor: ADMIN_ACTOR,
    now,
  });
  return { driver, vehicle, job };
}

function getAs(user: UserRow, bookingId: number) {
  return callRoute<Envelope<WithChauffeurs>, { id: string }>(getBooking, {
    url: `/api/bookings/${bookingId}`,
    params: { id: String(bookingId) },
    as: user,
  });
}

const DAY_BEFORE = new Date("2030-05-01T09:00:00Z");

describe("the chauffeur on a customer's booking", () => {
  it("is an empty list while no chauffeur is assigned", async () => {
    const { customer, booking } = await customerBooking();
    const answer = await getAs(customer, booking.booking_id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.chauffeurs).toEqual([]);
  });

  it("shows the first name, photo, car, plate and status once assigned, and no surname, address, licence or pay", async () => {
    const { customer, booking } = await customerBooking();
    const { vehicle } = await assign(booking, DAY_BEFORE);
    const answer = await getAs(customer, booking.booking_id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.chauffeurs).toEqual([
      {
        car_number: 1,
        first_name: "Dana",
        photo_url: PHOTO,
        car: {
          make: "Mercedes-Benz",
          model: "S-Class",
          colour: "Black",
          plate: `${vehicle.registration_plate.slice(0, -3)} ${vehicle.registration_plate.slice(-3)}`,
        },
        status: "assigned",
        status_label: "Assigned",
        // The real clock is years before the 2030 pickup: outside the call window.
        phone: null,
      },
    ]);
    for (const secret of [
      "Wheelwright",
      "2 Mews Lane",
      "PHL-SECRET-1",
      "WHEEL800101DA9AB",
      "900222",
      "pay_pence",
      "earnings",
    ]) {
      expect(answer.text).not.toContain(secret);
    }
  });

  it("is in the customer's list in one answer, and absent from an administrator's", async () => {
    const { customer, booking } = await customerBooking();
    await assign(booking, DAY_BEFORE);
    const list = await callRoute<Envelope<WithChauffeurs[]>>(listBookingsRoute, {
      url: "/api/bookings",
      as: customer,
    });
    expect(list.status).toBe(200);
    const row = list.body.data.find((item) => item.booking_id === booking.booking_id);
    expect(row?.chauffeurs?.map((chauffeur) => chauffeur.first_name)).toEqual(["Dana"]);
    expect(list.text).not.toContain("Wheelwright");

    const admin = await createUser({ role: "admin" });
    const adminView = await getAs(admin, booking.booking_id);
    expect(adminView.status).toBe(200);
    expect(adminView.body.data).not.toHaveProperty("chauffeurs");
  });

  it("answers another customer's booking 404 and shows them nothing of the chauffeur", async () => {
    const { booking } = await customerBooking();
    await assign(booking, DAY_BEFORE);
    const stranger = await createUser();
    const answer = await getAs(stranger, booking.booking_id);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain("Dana");
  });

  it("follows the job's live status through to completed", async () => {
    const { customer, booking } = await customerBooking();
    const { job } = await assign(booking, DAY_BEFORE);
    const onTheDay = new Date("2030-05-02T08:30:00Z");
    const labels: string[] = [];
    for (const to of ["on_the_way", "arrived", "on_board", "completed"] as const) {
      await moveJob({ assignmentId: job.assignment_id, to, actor: ADMIN_ACTOR, now: onTheDay });
      const view = await getBookingFor(customer, booking.booking_id, onTheDay);
      labels.push(view.chauffeurs?.[0]?.status_label ?? "none");
    }
    expect(labels).toEqual(["On the way", "Arrived", "Passenger on board", "Completed"]);
  });

  it("disappears when the job is taken back", async () => {
    const { customer, booking } = await customerBooking();
    const { job } = await assign(booking, DAY_BEFORE);
    await unassign({
      assignmentId: job.assignment_id,
      reason: "Car broke down",
      actor: ADMIN_ACTOR,
    });
    expect((await getBookingFor(customer, booking.booking_id)).chauffeurs).toEqual([]);
  });

  it("shows a farmed-out job's named chauffeur (first name only) and the partner's car", async () => {
    const { customer, booking } = await customerBooking();
    const { partner, user } = await createPartner();
    const offer = await farmOut({
      bookingId: booking.booking_id,
      carNumber: 1,
      partnerId: partner.partner_id,
      payPence: 8_500,
      actor: ADMIN_ACTOR,
      now: DAY_BEFORE,
    });
    // Offered only: nobody to show yet.
    expect((await getBookingFor(customer, booking.booking_id, DAY_BEFORE)).chauffeurs).toEqual([]);
    await acceptPartnerJob({
      partnerId: partner.partner_id,
      assignmentId: offer.assignment_id,
      actor: { kind: "partner", id: user.user_id, label: "Pat" },
      partnerStatus: "Active",
      details: ACCEPT_BODY,
      now: new Date(DAY_BEFORE.getTime() + 60_000),
    });
    const inWindow = new Date("2030-05-02T08:30:00Z");
    const view = await getBookingFor(customer, booking.booking_id, inWindow);
    expect(view.chauffeurs).toEqual([
      {
        car_number: 1,
        first_name: "Sam",
        photo_url: null,
        car: { make: "Mercedes-Benz", model: "S-Class", colour: "Black", plate: "AB12 CDE" },
        status: "assigned",
        status_label: "Assigned",
        phone: "07700 900123",
      },
    ]);
    const body = JSON.stringify(view);
    expect(body).not.toContain("Sam Driver");
    expect(body).not.toContain("PHV123456");
    expect(body).not.toContain("8500");
    expect(
      (await getBookingFor(customer, booking.booking_id, DAY_BEFORE)).chauffeurs?.[0]?.phone,
    ).toBeNull();
  });

  it("is on the thank-you page's view of the booking", async () => {
    const { customer, booking } = await customerBooking();
    await assign(booking, DAY_BEFORE);
    const view = await loadOwnedBookingView(customer.user_id, booking.booking_id);
    expect(view?.chauffeurs.map((chauffeur) => chauffeur.first_name)).toEqual(["Dana"]);
  });

  it("lets the customer read the chauffeur's photo only while the chauffeur drives their booking", async () => {
    const { customer, booking } = await customerBooking();
    const { driver, job } = await assign(booking, DAY_BEFORE);
    const stranger = await createUser();
    expect(await customerIsDrivenBy(customer.user_id, driver.driver_id)).toBe(true);
    expect(await customerIsDrivenBy(stranger.user_id, driver.driver_id)).toBe(false);
    await unassign({ assignmentId: job.assignment_id, reason: "Swap", actor: ADMIN_ACTOR });
    expect(await customerIsDrivenBy(customer.user_id, driver.driver_id)).toBe(false);
  });
});

describe("the call button's window (an injected clock, across the UK clocks going back)", () => {
  // Sunday 25 October 2026: at 02:00 BST the clocks go back to 01:00 GMT. A 02:30 pickup is
  // 02:30 GMT (02:30Z): the window opens at 01:30Z, which is 01:30 GMT, the second 01:30 of
  // the night. A wall-clock hour before (01:30 BST, 00:30Z) would open it an hour early.
  const bookingOnTheNight = () =>
    customerBooking({ booking_date: "2026-10-25", booking_time: "02:30:00" });
  const phoneAt = async (customer: UserRow, bookingId: number, now: Date) =>
    (await getBookingFor(customer, bookingId, now)).chauffeurs?.[0]?.phone ?? null;

  it("opens one real hour before pickup and closes when the ride ends", async () => {
    const { customer, booking } = await bookingOnTheNight();
    expect(booking.pickup_at.toISOString()).toBe("2026-10-25T02:30:00.000Z");
    const { job } = await assign(booking, new Date("2026-10-24T12:00:00Z"));
    const id = booking.booking_id;

    // 01:30 BST: an hour before on the wall clock, two real hours before pickup.
    expect(await phoneAt(customer, id, new Date("2026-10-25T00:30:00Z"))).toBeNull();
    // 01:45 BST, then 01:29 GMT: still more than an hour before.
    expect(await phoneAt(customer, id, new Date("2026-10-25T00:45:00Z"))).toBeNull();
    expect(await phoneAt(customer, id, new Date("2026-10-25T01:29:59Z"))).toBeNull();
    // 01:30 GMT: exactly one hour before.
    expect(await phoneAt(customer, id, new Date("2026-10-25T01:30:00Z"))).toBe("+44 7700 900222");

    const ride = new Date("2026-10-25T02:35:00Z");
    for (const to of ["on_the_way", "arrived", "on_board"] as const) {
      await moveJob({ assignmentId: job.assignment_id, to, actor: ADMIN_ACTOR, now: ride });
      expect(await phoneAt(customer, id, ride)).toBe("+44 7700 900222");
    }
    await moveJob({
      assignmentId: job.assignment_id,
      to: "completed",
      actor: ADMIN_ACTOR,
      now: ride,
    });
    const afterwards = await getBookingFor(customer, id, new Date(ride.getTime() + HOUR_MS));
    expect(afterwards.chauffeurs?.[0]).toMatchObject({ status: "completed", phone: null });
  });

  it("is the same in the customer's list", async () => {
    const { customer, booking } = await bookingOnTheNight();
    await assign(booking, new Date("2026-10-24T12:00:00Z"));
    const list = async (now: Date) =>
      (
        await listBookings({
          viewer: customer,
          params: bookingListParamsSchema.parse({ tab: "all" }),
          now,
        })
      ).data.find((row) => row.booking_id === booking.booking_id)?.chauffeurs?.[0]?.phone ?? null;
    expect(await list(new Date("2026-10-25T00:45:00Z"))).toBeNull();
    expect(await list(new Date("2026-10-25T01:45:00Z"))).toBe("+44 7700 900222");
  });
});
