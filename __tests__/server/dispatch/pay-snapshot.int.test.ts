import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { bookings, siteSettings } from "@/server/db/schema";
import { assignDriver } from "@/server/dispatch/assign";
import { DISPATCH_DEFAULTS } from "@/server/settings/registry";
import { ADMIN_ACTOR, availableDriverId, confirmedBooking } from "@test/assignments";
import { distinctPickup } from "@test/earnings";
import { offerTo, reloadAssignment } from "@test/offers";

async function withShare<T>(percent: number, work: () => Promise<T>): Promise<T> {
  const db = await getDb();
  await db
    .insert(siteSettings)
    .values({ key: "dispatch", value: { ...DISPATCH_DEFAULTS, driver_share_percent: percent } });
  try {
    return await work();
  } finally {
    await db.delete(siteSettings).where(eq(siteSettings.key, "dispatch"));
  }
}

const assign = async (bookingId: number, payPence?: number) =>
  assignDriver({
    bookingId,
    carNumber: 1,
    driverId: await availableDriverId(),
    payPence,
    actor: ADMIN_ACTOR,
  });

describe("the pay snapshotted on a job", () => {
  it("is 70% of the fare per car by default, rounded down", async () => {
    expect(DISPATCH_DEFAULTS.driver_share_percent).toBe(70);
    const booking = await confirmedBooking({ ...distinctPickup(), price_pence: 9_999 });
    // 9999 × 0.7 = 6999.3
    expect((await assign(booking.booking_id)).pay_pence).toBe(6_999);
  });

  it("follows the dispatch setting's share", async () => {
    const booking = await confirmedBooking({ ...distinctPickup(), price_pence: 12_345 });
    const job = await withShare(55, () => assign(booking.booking_id));
    // 12345 × 0.55 = 6789.75
    expect(job.pay_pence).toBe(6_789);
  });

  it("is the operator's fixed amount when one is given, zero included", async () => {
    const first = await confirmedBooking({ ...distinctPickup(), price_pence: 50_000 });
    expect((await assign(first.booking_id, 12_000)).pay_pence).toBe(12_000);
    const second = await confirmedBooking({ ...distinctPickup(), price_pence: 50_000 });
    expect((await assign(second.booking_id, 0)).pay_pence).toBe(0);
  });

  it("is not altered by a later change of fare or share", async () => {
    const booking = await confirmedBooking({ ...distinctPickup(), price_pence: 10_000 });
    const job = await assign(booking.booking_id);
    expect(job.pay_pence).toBe(7_000);
    const db = await getDb();
    await db
      .update(bookings)
      .set({ price_pence: 20_000 })
      .where(eq(bookings.booking_id, booking.booking_id));
    await withShare(90, async () => {
      expect((await reloadAssignment(job.assignment_id)).pay_pence).toBe(7_000);
    });
  });

  it("is set on offers the same way: the share by default, the fixed amount when given", async () => {
    const booking = await confirmedBooking({
      ...distinctPickup(),
      price_pence: 30_001,
      number_of_cars: 3,
    });
    const drivers = [await availableDriverId(), await availableDriverId()];
    // 30001 × 70 ÷ 300 = 7000.23
    const offers = await offerTo(booking.booking_id, drivers);
    expect(offers.map((offer) => offer.pay_pence)).toEqual([7_000, 7_000]);
    const fixed = await offerTo(booking.booking_id, [await availableDriverId()], {
      carNumber: 2,
      payPence: 6_500,
    });
    expect(fixed[0]!.pay_pence).toBe(6_500);
  });
});
