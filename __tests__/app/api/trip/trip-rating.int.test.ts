import { eq, like } from "drizzle-orm";
import { POST as RATE } from "@/app/api/trip/[token]/rating/route";
import { GET as TRIP } from "@/app/api/trip/[token]/route";
import type { TripView } from "@/lib/trip/types";
import { getDb } from "@/server/db/client";
import { bookings, drivers, rateLimitBuckets } from "@/server/db/schema";
import { NOT_COMPLETED_MESSAGE } from "@/server/ratings/completed-ride";
import { ALREADY_RATED_MESSAGE } from "@/server/ratings/rate-ride";
import { issueTripLink } from "@/server/trip/issue-link";
import { TRIP_GONE_MESSAGE } from "@/server/trip/open-trip";
import { completeJob } from "@test/earnings";
import { createUser } from "@test/factories";
import { auditActionsOf, ratingsOf } from "@test/ratings";
import { callRoute } from "@test/route-client";
import { jobAt } from "@test/trips";

interface Envelope<T> {
  success: boolean;
  message: string;
  data?: T;
  errors?: Record<string, string>;
}

const HOUR_MS = 60 * 60 * 1000;

const rate = (token: string, body: unknown, as?: Awaited<ReturnType<typeof createUser>>) =>
  callRoute<Envelope<{ rated: boolean; stars: number }>, { token: string }>(RATE, {
    method: "POST",
    url: `/api/trip/${token}/rating`,
    params: { token },
    body,
    as,
  });

const view = async (token: string) =>
  (
    await callRoute<Envelope<TripView>, { token: string }>(TRIP, {
      url: `/api/trip/${token}`,
      params: { token },
    })
  ).body.data!;

/** A chauffeur's job with a trip link sent while it was ahead, then completed just now. */
async function completedTrip() {
  const made = await jobAt([]);
  const token = await issueTripLink(undefined, made.job.assignment_id);
  await completeJob(made.job.assignment_id, new Date());
  return { ...made, token };
}

beforeEach(async () => {
  const db = await getDb();
  await db.delete(rateLimitBuckets).where(like(rateLimitBuckets.bucket_key, "trip-miss:%"));
});

afterEach(() => jest.useRealTimers());

describe("POST /api/trip/{token}/rating", () => {
  it("lets the link's holder rate the completed ride once, without signing in or learning anyone's details", async () => {
    const { token, booking, job, customer, chauffeur } = await completedTrip();
    expect(await view(token)).toMatchObject({ status: "completed", rated: false });

    const res = await rate(token, { stars: 5, tags: ["punctual"], comment: "Lovely ride" });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.data).toEqual({ rated: true, stars: 5 });
    const db = await getDb();
    const [driver] = await db
      .select()
      .from(drivers)
      .where(eq(drivers.driver_id, chauffeur.driverId));
    for (const secret of [
      customer.email,
      customer.last_name,
      "Hopper",
      driver!.last_name,
      String(booking.price_pence),
      booking.booking_reference,
    ])
      expect([secret, res.text.includes(secret)]).toEqual([secret, false]);

    const [rating] = await ratingsOf(booking.booking_id);
    expect(rating).toMatchObject({
      assignment_id: job.assignment_id,
      driver_id: chauffeur.driverId,
      stars: 5,
      tags: ["punctual"],
      comment: "Lovely ride",
    });
    expect(await auditActionsOf(booking.booking_id)).toContain("booking:rated");
    const after = await view(token);
    expect(after.rated).toBe(true);
    expect(Object.keys(after)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/booking|assignment|car_number/)]),
    );

    const second = await rate(token, { stars: 1 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(ALREADY_RATED_MESSAGE);
    expect(await ratingsOf(booking.booking_id)).toHaveLength(1);
  });

  it("answers 409 before the ride is completed, and writes nothing", async () => {
    const { job, booking } = await jobAt(["on_the_way"]);
    const token = await issueTripLink(undefined, job.assignment_id);
    const res = await rate(token, { stars: 4 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NOT_COMPLETED_MESSAGE);
    expect(await ratingsOf(booking.booking_id)).toHaveLength(0);
    expect((await view(token)).rated).toBe(false);
  });

  it("answers GET's one 404 for a wrong, malformed, cancelled or expired link", async () => {
    const wrong = await rate("A".repeat(43), { stars: 5 });
    const malformed = await rate("abc", { stars: 5 });

    const cancelledTrip = await completedTrip();
    const db = await getDb();
    await db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.booking_id, cancelledTrip.booking.booking_id));
    const cancelled = await rate(cancelledTrip.token, { stars: 5 });

    // 25 hours after the ride the link has stopped (the clock is injected; nothing sleeps).
    const expiredTrip = await completedTrip();
    jest.useFakeTimers({
      now: Date.now() + 25 * HOUR_MS,
      doNotFake: ["nextTick", "setImmediate", "queueMicrotask", "setTimeout", "setInterval"],
    });
    const expired = await rate(expiredTrip.token, { stars: 5 });
    jest.useRealTimers();

    for (const res of [wrong, malformed, cancelled, expired]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(TRIP_GONE_MESSAGE);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    expect(await ratingsOf(cancelledTrip.booking.booking_id)).toHaveLength(0);
    expect(await ratingsOf(expiredTrip.booking.booking_id)).toHaveLength(0);
    // Within the 24 hours it still works.
    expect((await rate(expiredTrip.token, { stars: 5 })).status).toBe(201);
  });

  it("answers 400 with field errors for a bad body, and writes nothing", async () => {
    const { token, booking } = await completedTrip();
    const cases: [unknown, string][] = [
      ["{not json", "body"],
      [{}, "stars"],
      [{ stars: 9 }, "stars"],
      [{ stars: "5" }, "stars"],
      [{ stars: 4, tags: ["nope"] }, "tags.0"],
      [{ stars: 4, comment: "x".repeat(2001) }, "comment"],
    ];
    for (const [body, field] of cases) {
      const res = await rate(token, body);
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.errors).toHaveProperty([field]);
    }
    // The link names the car: choosing another job is not the holder's to send.
    const other = await rate(token, { stars: 4, assignment_id: 1 });
    expect(other.status).toBe(400);
    expect(await ratingsOf(booking.booking_id)).toHaveLength(0);
  });

  it("answers anyone holding the link alike, signed in or not (the token decides)", async () => {
    const { token, booking } = await completedTrip();
    const res = await rate(token, { stars: 3 }, await createUser({ role: "driver" }));
    expect(res.status).toBe(201);
    expect((await ratingsOf(booking.booking_id))[0]?.feedback_status).toBe("open");
  });

  it("rate limits misses per address like GET: 429 after 30 in ten minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await rate(`miss${i}`.padEnd(43, "y"), { stars: 5 })).status);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
