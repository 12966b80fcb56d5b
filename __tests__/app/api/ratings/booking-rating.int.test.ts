import { POST as rate } from "@/app/api/bookings/[id]/rating/route";
import { assignDriver } from "@/server/dispatch/assign";
import { moveJob } from "@/server/dispatch/move-job";
import { callRoute } from "@test/route-client";
import { createUser } from "@test/factories";
import { ADMIN_ACTOR, availableDriverId, confirmedBooking } from "@test/assignments";
import { distinctPickup } from "@test/earnings";
import { quietPaymentsTestSetup } from "@test/payments";
import { auditActionsOf, completedRide, DAY_MS, ratingsOf } from "@test/ratings";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { emailOutbox, type UserRow } from "@/server/db/schema";

quietPaymentsTestSetup();

type Answer = {
  success: boolean;
  message: string;
  errors?: Record<string, string>;
  data?: { stars: number; tags: string[]; comment: string | null; rating_id: number };
};

function post(bookingId: number | string, body: unknown, as?: UserRow) {
  return callRoute<Answer, { id: string }>(rate, {
    url: `/api/bookings/${bookingId}/rating`,
    params: { id: String(bookingId) },
    body,
    as,
  });
}

const GOOD = { stars: 5, tags: ["punctual", "clean_car"], comment: "Lovely ride" };

describe("the completion e-mail", () => {
  it("asks the customer to rate the ride, once per booking, with a link to rate it", async () => {
    const { customer, booking } = await completedRide();
    const db = await getDb();
    const sent = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupe_key, `rating_request:${booking.booking_id}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to_address).toBe(customer.email);
    expect(JSON.stringify(sent[0])).toContain(`/dashboard/bookings/${booking.booking_id}/rate`);
  });
});

describe("POST /api/bookings/{id}/rating", () => {
  it("records the owner's rating once, audited, and a second is refused with 409", async () => {
    const { customer, booking, driverId, job } = await completedRide();
    const first = await post(booking.booking_id, GOOD, customer);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ stars: 5, tags: ["punctual", "clean_car"] });
    const [row] = await ratingsOf(booking.booking_id);
    expect(row).toMatchObject({
      driver_id: driverId,
      assignment_id: job.assignment_id,
      stars: 5,
      comment: "Lovely ride",
      feedback_status: "none",
    });
    expect(await auditActionsOf(booking.booking_id)).toContain("booking:rated");

    const second = await post(booking.booking_id, { stars: 1 }, customer);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("This ride has already been rated");
    expect(await ratingsOf(booking.booking_id)).toHaveLength(1);
  });

  it("opens a follow-up for 3 stars or less", async () => {
    const { customer, booking } = await completedRide();
    const answer = await post(booking.booking_id, { stars: 3, tags: ["late"] }, customer);
    expect(answer.status).toBe(201);
    const [row] = await ratingsOf(booking.booking_id);
    expect(row!.feedback_status).toBe("open");
    expect(row!.comment).toBeNull();
  });

  it("asks who is rating: 401 without a session, 403 for a driver or partner, 404 for another customer", async () => {
    const { booking } = await completedRide();
    expect((await post(booking.booking_id, GOOD)).status).toBe(401);
    expect(
      (await post(booking.booking_id, GOOD, await createUser({ role: "driver" }))).status,
    ).toBe(403);
    expect(
      (await post(booking.booking_id, GOOD, await createUser({ role: "partner" }))).status,
    ).toBe(403);
    const stranger = await post(booking.booking_id, GOOD, await createUser());
    expect(stranger.status).toBe(404);
    expect((await post(999_999, GOOD, await createUser())).status).toBe(404);
    expect((await post("abc", GOOD, await createUser())).status).toBe(404);
    expect(await ratingsOf(booking.booking_id)).toHaveLength(0);
  });

  it("refuses a ride that is not completed yet, or cancelled, with 409", async () => {
    const customer = await createUser();
    const booking = await confirmedBooking({ ...distinctPickup(), user_id: customer.user_id });
    const job = await assignDriver({
      bookingId: booking.booking_id,
      carNumber: 1,
      driverId: await availableDriverId(),
      actor: ADMIN_ACTOR,
    });
    await moveJob({ assignmentId: job.assignment_id, to: "on_the_way", actor: ADMIN_ACTOR });
    const early = await post(booking.booking_id, GOOD, customer);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("You can rate this ride once it has been completed");

    const cancelled = await confirmedBooking({ user_id: customer.user_id, status: "cancelled" });
    expect((await post(cancelled.booking_id, GOOD, customer)).status).toBe(409);
    expect(await ratingsOf(booking.booking_id)).toHaveLength(0);
  });

  it("refuses a rating more than 14 days after the ride with 409", async () => {
    const { customer, booking } = await completedRide(new Date(Date.now() - 15 * DAY_MS));
    const late = await post(booking.booking_id, GOOD, customer);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/14 days/);
    expect(await ratingsOf(booking.booking_id)).toHaveLength(0);
  });

  it("answers 400 with field errors for bad bodies and changes nothing", async () => {
    const { customer, booking } = await completedRide();
    for (const body of [
      { stars: 0 },
      { stars: 6 },
      { stars: "5" },
      { stars: 4, tags: ["rude"] },
      { stars: 4, comment: "x".repeat(1001) },
      { stars: 4, driver_id: 2 },
      {},
      [],
      "{not json",
    ]) {
      const answer = await post(booking.booking_id, body, customer);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const fields = await post(booking.booking_id, { stars: 9, tags: ["rude"] }, customer);
    expect(Object.keys(fields.body.errors ?? {})).toEqual(expect.arrayContaining(["stars"]));
    expect(await ratingsOf(booking.booking_id)).toHaveLength(0);
  });
});
