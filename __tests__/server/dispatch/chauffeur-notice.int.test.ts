import type { BookingRow } from "@/server/db/schema";
import { acceptOffer } from "@/server/dispatch/accept-offer";
import { assignDriver } from "@/server/dispatch/assign";
import { farmOut } from "@/server/dispatch/farm-out";
import { unassign } from "@/server/dispatch/unassign";
import { acceptPartnerJob } from "@/server/partners/partner-job-moves";
import { ADMIN_ACTOR, bookingEmailsSent } from "@test/assignments";
import { createApprovedDriver, outboxTo } from "@test/drivers";
import { createBookingRow, createUser } from "@test/factories";
import { ACCEPT_BODY } from "@test/farm-out";
import { offeredDriver, offerTo } from "@test/offers";
import { createPartner } from "@test/partners";
import { allowToDrive, createVehicleRow } from "@test/vehicles";

const NOW = new Date("2030-05-01T09:00:00Z");

async function booking(overrides: Partial<BookingRow> = {}) {
  const customer = await createUser({ first_name: "Cleo" });
  const row = await createBookingRow({
    user_id: customer.user_id,
    status: "confirmed",
    booking_date: "2030-05-02",
    booking_time: "10:00:00",
    ...overrides,
  });
  return { customer, booking: row };
}

async function chauffeur(firstName: string) {
  const { driver } = await createApprovedDriver({
    driving_license_expiry_date: "2099-12-31",
    first_name: firstName,
    last_name: "Surnameson",
    phone_number: "+44 7700 900333",
  });
  const vehicle = await createVehicleRow({
    make: "Mercedes-Benz",
    model: "E-Class",
    colour: "Black",
  });
  await allowToDrive(vehicle.vehicle_id, driver.driver_id);
  return { driverId: driver.driver_id, vehicle };
}

function assignTo(
  bookingId: number,
  chosen: { driverId: number; vehicle: { vehicle_id: number } },
) {
  return assignDriver({
    bookingId,
    carNumber: 1,
    driverId: chosen.driverId,
    vehicleId: chosen.vehicle.vehicle_id,
    actor: ADMIN_ACTOR,
    now: NOW,
  });
}

const spaced = (plate: string) => `${plate.slice(0, -3)} ${plate.slice(-3)}`;

describe("the e-mail when a chauffeur is assigned", () => {
  it("tells the booker the chauffeur's first name, car and plate, the pickup and a link, once", async () => {
    const { customer, booking: ride } = await booking();
    const dana = await chauffeur("Dana");
    const job = await assignTo(ride.booking_id, dana);

    const mails = await outboxTo(customer.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      template: "chauffeur-assigned",
      subject: `Your chauffeur for ${ride.booking_reference}: Dana`,
    });
    for (const text of [mail!.text, mail!.html]) {
      expect(text).toContain("Hello Cleo");
      expect(text).toContain("Chauffeur: Dana");
      expect(text).toContain(
        `Black Mercedes-Benz E-Class, registration ${spaced(dana.vehicle.registration_plate)}`,
      );
      expect(text).toContain("Thursday, May 2, 2030 at 10:00 (UK time)");
      expect(text).toContain(`/dashboard/bookings?q=${ride.booking_reference}`);
      expect(text).not.toContain("Surnameson");
      expect(text).not.toContain("900333");
    }
    expect(await bookingEmailsSent(ride.booking_id)).toContainEqual(
      expect.objectContaining({
        action: "email_sent",
        context: expect.objectContaining({
          template: "chauffeur-assigned",
          to: customer.email,
          car_number: 1,
          assignment_id: job.assignment_id,
        }),
      }),
    );

    // Taken back and given to the same chauffeur and car again: nothing new to tell.
    await unassign({ assignmentId: job.assignment_id, reason: "Mistake", actor: ADMIN_ACTOR });
    await assignTo(ride.booking_id, dana);
    expect(await outboxTo(customer.email)).toHaveLength(1);
  });

  it("is sent again when the chauffeur changes, and again when the first one comes back", async () => {
    const { customer, booking: ride } = await booking();
    const dana = await chauffeur("Dana");
    const eli = await chauffeur("Eli");
    const first = await assignTo(ride.booking_id, dana);
    await unassign({ assignmentId: first.assignment_id, reason: "Ill", actor: ADMIN_ACTOR });
    const second = await assignTo(ride.booking_id, eli);
    let mails = await outboxTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your chauffeur for ${ride.booking_reference}: Dana`,
      `Your chauffeur for ${ride.booking_reference}: Eli`,
    ]);
    await unassign({ assignmentId: second.assignment_id, reason: "Swap", actor: ADMIN_ACTOR });
    await assignTo(ride.booking_id, dana);
    mails = await outboxTo(customer.email);
    expect(mails.map((mail) => mail.subject.split(": ")[1])).toEqual(["Dana", "Eli", "Dana"]);
  });

  it("goes to the guest passenger too, without the booker's dashboard link", async () => {
    const guestEmail = `guest-${Date.now()}@example.com`;
    const { customer, booking: ride } = await booking({
      is_self_booking: false,
      guest_first_name: "Gwen",
      guest_last_name: "Guest",
      guest_email: guestEmail,
    });
    await assignTo(ride.booking_id, await chauffeur("Dana"));
    expect(await outboxTo(customer.email)).toHaveLength(1);
    const [guestMail] = await outboxTo(guestEmail);
    expect(guestMail?.text).toContain("Hello Gwen");
    expect(guestMail?.text).toContain("Chauffeur: Dana");
    expect(guestMail?.text).not.toContain("/dashboard/bookings");
  });

  it("is sent when a chauffeur accepts an offer", async () => {
    const { customer, booking: ride } = await booking();
    const offered = await offeredDriver();
    const [offer] = await offerTo(ride.booking_id, [offered.driverId], { now: NOW });
    await acceptOffer({
      assignmentId: offer!.assignment_id,
      userId: offered.user.user_id,
      actor: offered.actor,
      now: new Date(NOW.getTime() + 60_000),
    });
    const mails = await outboxTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your chauffeur for ${ride.booking_reference}: Dana`,
    ]);
  });

  it("names a partner's chauffeur (first name) and car when the partner accepts", async () => {
    const { customer, booking: ride } = await booking();
    const { partner, user } = await createPartner();
    const offer = await farmOut({
      bookingId: ride.booking_id,
      carNumber: 1,
      partnerId: partner.partner_id,
      payPence: 8_500,
      actor: ADMIN_ACTOR,
      now: NOW,
    });
    expect(await outboxTo(customer.email)).toHaveLength(0);
    await acceptPartnerJob({
      partnerId: partner.partner_id,
      assignmentId: offer.assignment_id,
      actor: { kind: "partner", id: user.user_id, label: "Pat" },
      partnerStatus: "Active",
      details: ACCEPT_BODY,
      now: new Date(NOW.getTime() + 60_000),
    });
    const [mail] = await outboxTo(customer.email);
    expect(mail?.text).toContain("Chauffeur: Sam");
    expect(mail?.text).toContain("Black Mercedes-Benz S-Class, registration AB12 CDE");
    expect(mail?.text).not.toContain("Sam Driver");
    expect(mail?.text).not.toContain("PHV123456");
    expect(mail?.text).not.toContain("85.00");
  });

  it("is not sent when the assignment is refused", async () => {
    const { customer, booking: ride } = await booking({ status: "cancelled" });
    await expect(assignTo(ride.booking_id, await chauffeur("Dana"))).rejects.toMatchObject({
      status: 409,
    });
    expect(await outboxTo(customer.email)).toHaveLength(0);
  });
});
