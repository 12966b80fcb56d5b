import { eq, like } from "drizzle-orm";
import { GET as ON_THE_WAY } from "@/app/api/admin/dispatch/on-the-way/route";
import { POST as FOLLOW } from "@/app/api/bookings/[id]/trip-link/route";
import { GET as PHOTO } from "@/app/api/trip/[token]/photo/route";
import { GET as TRIP } from "@/app/api/trip/[token]/route";
import type { CarOnTheWay } from "@/lib/trip/operator-map";
import type { TripView } from "@/lib/trip/types";
import { getDb } from "@/server/db/client";
import { bookings, drivers, rateLimitBuckets, type UserRow } from "@/server/db/schema";
import { moveJob } from "@/server/dispatch/move-job";
import { issueTripLink, tripLinkFor } from "@/server/trip/issue-link";
import { TRIP_GONE_MESSAGE } from "@/server/trip/open-trip";
import { recordDriverPosition } from "@/server/trip/record-position";
import { ADMIN_ACTOR } from "@test/assignments";
import { createUser } from "@test/factories";
import { callRoute } from "@test/route-client";
import { jobAt, LONDON } from "@test/trips";

interface Envelope<T> {
  success: boolean;
  message: string;
  data?: T;
  errors?: Record<string, string>;
}

const trip = (token: string) =>
  callRoute<Envelope<TripView>, { token: string }>(TRIP, {
    url: `/api/trip/${token}`,
    params: { token },
  });

const follow = (user: UserRow | null, bookingId: number | string, query = "") =>
  callRoute<Envelope<unknown>, { id: string }>(FOLLOW, {
    method: "POST",
    url: `/api/bookings/${bookingId}/trip-link${query}`,
    params: { id: String(bookingId) },
    as: user ?? undefined,
  });

const tokenOf = (url: string) => url.split("/trip/")[1]!;

async function clearMisses() {
  const db = await getDb();
  await db.delete(rateLimitBuckets).where(like(rateLimitBuckets.bucket_key, "trip-miss:%"));
}

beforeEach(clearMisses);

describe("GET /api/trip/{token}", () => {
  it("shows only the ride: status, pickup, places, chauffeur's first name, car; no-store, no referrer", async () => {
    const { job, booking, customer, chauffeur } = await jobAt([]);
    const url = await tripLinkFor(undefined, job.assignment_id);
    expect(url).toMatch(/\/trip\/[A-Za-z0-9_-]{43}$/);
    const res = await trip(tokenOf(url!));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    const view = res.body.data!;
    expect(view).toMatchObject({
      status: "assigned",
      status_label: "Assigned",
      pickup: { lat: booking.pickup_lat, lng: booking.pickup_lng },
      position: null,
      eta: null,
    });
    expect(view.chauffeur?.first_name).toBeTruthy();
    expect(view.car?.plate).toBeTruthy();
    const db = await getDb();
    const [driver] = await db
      .select()
      .from(drivers)
      .where(eq(drivers.driver_id, chauffeur.driverId));
    const text = res.text;
    for (const secret of [
      customer.email,
      customer.last_name,
      "Hopper",
      "+447700900123",
      driver!.last_name,
      driver!.email,
      String(booking.price_pence),
      booking.booking_reference,
    ]) {
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    }
  });

  it("answers a signed-in customer, chauffeur or administrator exactly as a visitor (the token decides)", async () => {
    const { job } = await jobAt([]);
    const token = await issueTripLink(undefined, job.assignment_id);
    const visitor = await trip(token);
    for (const role of ["customer", "driver", "admin"] as const) {
      const res = await callRoute<Envelope<TripView>, { token: string }>(TRIP, {
        url: `/api/trip/${token}`,
        params: { token },
        as: await createUser({ role }),
      });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data!).sort()).toEqual(Object.keys(visitor.body.data!).sort());
      expect(res.body.data!.chauffeur).toEqual(visitor.body.data!.chauffeur);
    }
    const wrong = await callRoute(TRIP, {
      url: `/api/trip/${"C".repeat(43)}`,
      params: { token: "C".repeat(43) },
      as: await createUser({ role: "admin" }),
    });
    expect(wrong.status).toBe(404);
  });

  it("adds the car's position and the arrival estimate while on the way", async () => {
    const { job, chauffeur } = await jobAt(["on_the_way"]);
    await recordDriverPosition({
      userId: chauffeur.user.user_id,
      assignmentId: job.assignment_id,
      position: { lat: 51.6, lng: -0.1278 },
    });
    const token = await issueTripLink(undefined, job.assignment_id);
    const view = (await trip(token)).body.data!;
    expect(view.status).toBe("on_the_way");
    expect(view.position).toMatchObject({ lat: 51.6, lng: -0.1278 });
    expect(view.eta?.minutes).toBeGreaterThan(0);
  });

  it("answers one 404 for a wrong, malformed, cancelled or finished-long-ago link", async () => {
    const wrong = await trip("A".repeat(43));
    const malformed = await trip("abc");
    const { job, booking } = await jobAt([]);
    const token = await issueTripLink(undefined, job.assignment_id);
    expect((await trip(token)).status).toBe(200);
    const db = await getDb();
    await db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.booking_id, booking.booking_id));
    const cancelled = await trip(token);
    for (const res of [wrong, malformed, cancelled]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(TRIP_GONE_MESSAGE);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    expect(await tripLinkFor(undefined, job.assignment_id)).toBeNull();
  });

  it("ends the link when the job is cancelled", async () => {
    const { job } = await jobAt([]);
    const token = await issueTripLink(undefined, job.assignment_id);
    await moveJob({ assignmentId: job.assignment_id, to: "cancelled", actor: ADMIN_ACTOR });
    expect((await trip(token)).status).toBe(404);
  });

  it("rate limits misses per address: 429 after 30 in ten minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await trip(`guess${i}`.padEnd(43, "x"))).status);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("serves no photo when the chauffeur has none, and 404 for a wrong link", async () => {
    const { job } = await jobAt([]);
    const token = await issueTripLink(undefined, job.assignment_id);
    const photo = (t: string) =>
      callRoute(PHOTO, { url: `/api/trip/${t}/photo`, params: { token: t } });
    expect((await photo(token)).status).toBe(404);
    expect((await photo("B".repeat(43))).status).toBe(404);
  });
});

describe("POST /api/bookings/{id}/trip-link", () => {
  it("sends the owner to a fresh trip page (303) for a car with a chauffeur", async () => {
    const { booking, customer } = await jobAt([]);
    const res = await follow(customer, booking.booking_id, "?car=1");
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/trip\/[A-Za-z0-9_-]{43}$/);
    expect((await trip(tokenOf(location))).status).toBe(200);
  });

  it("answers 401 signed out, 404 to another customer, 409 without a chauffeur, 400 for a bad car", async () => {
    const { booking, customer: owner } = await jobAt([]);
    expect((await follow(null, booking.booking_id)).status).toBe(401);
    expect((await follow(await createUser(), booking.booking_id)).status).toBe(404);
    expect((await follow(owner, booking.booking_id, "?car=2")).status).toBe(409);
    const bad = await follow(owner, booking.booking_id, "?car=zero");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("car");
    expect((await follow(owner, "abc")).status).toBe(404);
  });
});

describe("GET /api/admin/dispatch/on-the-way", () => {
  it("lists chauffeurs on the way with their last position, for administrators only", async () => {
    const { job, chauffeur } = await jobAt(["on_the_way"]);
    await recordDriverPosition({
      userId: chauffeur.user.user_id,
      assignmentId: job.assignment_id,
      position: LONDON,
    });
    const call = (user: UserRow | null) =>
      callRoute<Envelope<CarOnTheWay[]>>(ON_THE_WAY, {
        url: "/api/admin/dispatch/on-the-way",
        as: user ?? undefined,
      });
    expect((await call(null)).status).toBe(401);
    for (const role of ["customer", "driver", "partner"] as const) {
      expect((await call(await createUser({ role }))).status).toBe(403);
    }
    const res = await call(await createUser({ role: "admin" }));
    expect(res.status).toBe(200);
    const mine = res.body.data!.find((car) => car.assignment_id === job.assignment_id);
    expect(mine).toMatchObject({ position: LONDON, trail: [LONDON] });
  });
});
