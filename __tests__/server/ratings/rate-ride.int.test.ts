import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { bookings, drivers, rideRatings } from "@/server/db/schema";
import { rateRide, WINDOW_CLOSED_MESSAGE } from "@/server/ratings/rate-ride";
import { driverRatingView, partnerRatingSummary } from "@/server/ratings/queries";
import { partnerBookingSummary } from "@/server/partners/partner-bookings";
import { createPartner } from "@test/partners";
import { availableDriverId } from "@test/assignments";
import { completedDriverJob } from "@test/earnings";
import { createUser } from "@test/factories";
import { quietPaymentsTestSetup } from "@test/payments";
import { completedRide, DAY_MS } from "@test/ratings";

quietPaymentsTestSetup();

const CUSTOMER = { kind: "customer" as const, id: 1, label: "Cara Customer" };

describe("rateRide", () => {
  // Completed on Saturday 18 Oct 2031, 20:00 London (BST); the clocks go back on 26 Oct.
  const completedAt = new Date("2031-10-18T19:00:00Z");

  it("is open for exactly 14 × 24 hours across the clock change, with an injected clock", async () => {
    const open = await completedRide(completedAt);
    const rated = await rateRide({
      bookingId: open.booking.booking_id,
      rating: { stars: 4, tags: [], comment: null },
      actor: CUSTOMER,
      ownerUserId: open.customer.user_id,
      now: new Date("2031-11-01T19:00:00Z"),
    });
    expect(rated.stars).toBe(4);

    const closed = await completedRide(completedAt);
    await expect(
      rateRide({
        bookingId: closed.booking.booking_id,
        rating: { stars: 4, tags: [], comment: null },
        actor: CUSTOMER,
        now: new Date("2031-11-01T19:00:01Z"),
      }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: WINDOW_CLOSED_MESSAGE });
  });

  it("keeps the chauffeur's average of the latest 100 on the driver row, with tag counts and no names", async () => {
    const driverId = await availableDriverId();
    const customer = await createUser();
    const start = new Date("2031-03-01T10:00:00Z");
    // 101 rides: the oldest rated 1 star, the rest 5 (and the last one 4).
    for (let index = 0; index < 101; index += 1) {
      const at = new Date(start.getTime() + index * DAY_MS);
      const { booking } = await completedDriverJob(driverId, at, {
        booking: { user_id: customer.user_id },
      });
      await rateRide({
        bookingId: booking.booking_id,
        rating: {
          stars: index === 0 ? 1 : index === 100 ? 4 : 5,
          tags: index % 2 ? ["punctual"] : ["friendly", "punctual"],
          comment: "Thanks",
        },
        actor: CUSTOMER,
        now: new Date(at.getTime() + 60_000),
      });
    }
    const db = await getDb();
    const [row] = await db.select().from(drivers).where(eq(drivers.driver_id, driverId));
    // 99 × 5 + 4 = 499 over 100 = 4.99, shown as 5.0; the first (1 star) is out of the window.
    expect(row).toMatchObject({ rating: 5, rating_count: 100 });
    const view = await driverRatingView(db, driverId);
    expect(view.summary).toEqual({ average: 5, count: 100 });
    expect(view.tags).toEqual([
      { tag: "punctual", label: "Punctual", count: 100 },
      { tag: "friendly", label: "Friendly", count: 50 },
    ]);
    expect(JSON.stringify(view)).not.toMatch(/Customer|Thanks/);
    const low = await db.select().from(rideRatings).where(eq(rideRatings.stars, 1));
    expect(low.map((rating) => rating.feedback_status)).toContain("open");
  }, 120_000);

  it("gives a partner the average of the rides attributed to it", async () => {
    const { partner } = await createPartner();
    const db = await getDb();
    for (const stars of [5, 4, 4]) {
      const ride = await completedRide(undefined);
      await db
        .update(bookings)
        .set({ partner_id: partner.partner_id })
        .where(eq(bookings.booking_id, ride.booking.booking_id));
      await rateRide({
        bookingId: ride.booking.booking_id,
        rating: { stars, tags: [], comment: null },
        actor: CUSTOMER,
      });
    }
    expect(await partnerRatingSummary(db, partner.partner_id)).toEqual({ average: 4.3, count: 3 });
    expect(await partnerBookingSummary(partner.partner_id)).toMatchObject({
      average_rating: 4.3,
      rating_count: 3,
    });
  });
});
