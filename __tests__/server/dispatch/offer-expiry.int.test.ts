import { getDb } from "@/server/db/client";
import { assignments } from "@/server/db/schema";
import { acceptOffer } from "@/server/dispatch/accept-offer";
import { expireOffers } from "@/server/dispatch/offer-expiry";
import { inArray } from "drizzle-orm";
import { availableDriverId, bookingHistory, confirmedBooking } from "@test/assignments";
import { offeredDriver, offerTo, reloadAssignment } from "@test/offers";

const at = (iso: string) => new Date(iso);

/** Every offer still open sooner than the clock under test expires first; start each test clean. */
beforeEach(async () => {
  await expireOffers(undefined, at("2100-01-01T00:00:00Z"));
});

describe("expireOffers", () => {
  it("returns an unanswered offer to the queue at its expiry, not a millisecond before", async () => {
    const booking = await confirmedBooking({
      booking_date: "2030-03-04",
      booking_time: "15:00:00",
    });
    const made = at("2030-03-04T09:00:00Z");
    const [offer] = await offerTo(booking.booking_id, [await availableDriverId()], {
      now: made,
      expiresInSeconds: 120,
    });
    expect(offer!.offer_expires_at).toEqual(at("2030-03-04T09:02:00Z"));

    expect(await expireOffers(undefined, at("2030-03-04T09:01:59.999Z"))).toBe(0);
    expect((await reloadAssignment(offer!.assignment_id)).status).toBe("offered");

    expect(await expireOffers(undefined, at("2030-03-04T09:02:00Z"))).toBe(1);
    const expired = await reloadAssignment(offer!.assignment_id);
    expect(expired).toMatchObject({ status: "unassigned", reason: "Offer expired" });
    const history = await bookingHistory(booking.booking_id);
    expect(history.map((event) => [event.action, event.actor_kind])).toEqual([
      ["job_offered", "admin"],
      ["job_unassigned", "system"],
    ]);
    expect(history[1]).toMatchObject({
      changes: { job_status: { old: "offered", new: "unassigned" } },
      context: { assignment_id: offer!.assignment_id, reason: "Offer expired" },
    });
  });

  it("is idempotent: a second sweep finds nothing and writes no second History line", async () => {
    const booking = await confirmedBooking();
    const made = at("2030-03-05T09:00:00Z");
    await offerTo(booking.booking_id, [await availableDriverId(), await availableDriverId()], {
      now: made,
      expiresInSeconds: 90,
    });
    const later = at("2030-03-05T09:05:00Z");
    expect(await expireOffers(undefined, later)).toBe(2);
    expect(await expireOffers(undefined, later)).toBe(0);
    const history = await bookingHistory(booking.booking_id);
    expect(history.filter((event) => event.action === "job_unassigned")).toHaveLength(2);
  });

  it("expires each offer exactly once when several sweeps run at the same moment", async () => {
    const booking = await confirmedBooking();
    const drivers = [];
    for (let index = 0; index < 5; index += 1) drivers.push(await availableDriverId());
    await offerTo(booking.booking_id, drivers, { now: at("2030-03-06T09:00:00Z") });
    const later = at("2030-03-06T12:00:00Z");
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => expireOffers(undefined, later)),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);
    const history = await bookingHistory(booking.booking_id);
    expect(history.filter((event) => event.action === "job_unassigned")).toHaveLength(5);
  });

  it("leaves other states alone: an accepted offer is not expired later", async () => {
    const booking = await confirmedBooking();
    const driver = await offeredDriver();
    const made = at("2030-03-07T09:00:00Z");
    const [offer] = await offerTo(booking.booking_id, [driver.driverId], { now: made });
    await acceptOffer({
      assignmentId: offer!.assignment_id,
      userId: driver.user.user_id,
      actor: driver.actor,
      now: made,
    });
    expect(await expireOffers(undefined, at("2030-03-07T18:00:00Z"))).toBe(0);
    expect((await reloadAssignment(offer!.assignment_id)).status).toBe("assigned");
  });

  /**
   * The clocks go back in the UK at 2026-10-25 01:00 UTC (02:00 BST becomes 01:00 GMT). An offer's
   * expiry is an instant, so it lasts its seconds exactly even though the local time repeats an hour.
   */
  describe("across the change from British Summer Time on 2026-10-25", () => {
    it("expires an offer made at 01:55 BST ten minutes later, at 01:05 GMT", async () => {
      const booking = await confirmedBooking({
        booking_date: "2026-10-25",
        booking_time: "03:30:00",
      });
      const made = at("2026-10-25T00:55:00Z"); // 01:55 BST
      const [offer] = await offerTo(booking.booking_id, [await availableDriverId()], {
        now: made,
        expiresInSeconds: 600,
      });
      expect(offer!.offer_expires_at).toEqual(at("2026-10-25T01:05:00Z")); // 01:05 GMT
      expect(await expireOffers(undefined, at("2026-10-25T01:04:59Z"))).toBe(0);
      expect(await expireOffers(undefined, at("2026-10-25T01:05:00Z"))).toBe(1);
    });

    it("does not expire a 30-minute offer made at 01:40 GMT when 01:50 BST came before it", async () => {
      const booking = await confirmedBooking({
        booking_date: "2026-10-25",
        booking_time: "09:00:00",
      });
      const made = at("2026-10-25T01:40:00Z"); // 01:40 GMT, the second 01:40 of the day
      const [offer] = await offerTo(booking.booking_id, [await availableDriverId()], {
        now: made,
        expiresInSeconds: 1800,
      });
      // 00:50 UTC read 01:50 on the clock (BST), later on the wall than 01:40, yet earlier in time.
      expect(await expireOffers(undefined, at("2026-10-25T00:50:00Z"))).toBe(0);
      expect(await expireOffers(undefined, at("2026-10-25T02:09:59Z"))).toBe(0);
      expect(await expireOffers(undefined, at("2026-10-25T02:10:00Z"))).toBe(1);
      expect((await reloadAssignment(offer!.assignment_id)).reason).toBe("Offer expired");
    });

    it("gives an hourly job that starts before the change its booked hours as they really elapse", async () => {
      // An hourly job from 00:30 BST (23:30 UTC the day before) for three hours ends at 02:30 GMT.
      const booking = await confirmedBooking({
        booking_type: "hourly",
        number_of_hours: 3,
        booking_date: "2026-10-25",
        booking_time: "00:30:00",
      });
      expect(booking.pickup_at).toEqual(at("2026-10-24T23:30:00Z"));
      const [offer] = await offerTo(booking.booking_id, [await availableDriverId()], {
        now: at("2026-10-24T20:00:00Z"),
      });
      expect(offer!.starts_at).toEqual(at("2026-10-24T23:30:00Z"));
      expect(offer!.ends_at).toEqual(at("2026-10-25T02:30:00Z"));
    });
  });

  it("sweeps nothing when no offer is due", async () => {
    const db = await getDb();
    const open = await db
      .select()
      .from(assignments)
      .where(inArray(assignments.status, ["offered"]));
    expect(open).toEqual([]);
    expect(await expireOffers(undefined, at("2030-01-01T00:00:00Z"))).toBe(0);
  });
});
