import type { NextRequest } from "next/server";
import { POST as phoneBooking } from "@/app/api/admin/bookings/route";
import { PUT as putBooking } from "@/app/api/bookings/[id]/route";
import { POST as createBooking } from "@/app/api/bookings/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as syncPayment } from "@/app/api/payments/sync/route";
import { POST as quote } from "@/app/api/quote/route";
import { pointToPointPayload, hourlyPayload } from "@test/booking";
import { createBookingRow, createUser } from "@test/factories";
import { quietPaymentsTestSetup } from "@test/payments";
import { callRoute } from "@test/route-client";

/**
 * Every numeric field of every JSON endpoint, fed the numbers an attacker sends: huge, negative,
 * fractional, exponent and NaN-like strings, -0. Nothing may answer 5xx; a value the field
 * cannot hold answers 400 naming that field (issue 10, security 3: `amount: 1e308` was a 500).
 */
quietPaymentsTestSetup();
jest.setTimeout(120_000);

type User = Awaited<ReturnType<typeof createUser>>;
type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
type Answer = { success: boolean; errors?: Record<string, string> };

interface Endpoint {
  name: string;
  handler: Handler;
  method: string;
  url: (ids: Ids) => string;
  params?: (ids: Ids) => Record<string, string>;
  as: (ids: Ids) => User;
  body: (ids: Ids) => Record<string, unknown>;
  /** Field path, and values that field may legitimately hold (those need not answer 400). */
  fields: Record<string, { negative?: boolean; fraction?: boolean; strings?: boolean }>;
}
interface Ids {
  customer: User;
  admin: User;
  bookingId: number;
}

/** Always refused, on every numeric field. */
const ALWAYS_BAD: unknown[] = [1e308, -1e308, "1e3", "NaN", "Infinity", "-0", "", true, {}, []];
const quoteBody = {
  booking_type: "point_to_point",
  destination_country: "uk",
  pickup: { lat: 51.47, lng: -0.4543 },
  dropoff: { lat: 51.5007, lng: -0.1246 },
  number_of_passengers: 2,
  number_of_luggage: 1,
};
const coordinates = { negative: true, fraction: true };
const serverOwned = { negative: true, fraction: true, strings: true };

const ENDPOINTS: Endpoint[] = [
  {
    name: "POST /api/quote",
    handler: quote as Handler,
    method: "POST",
    url: () => "/api/quote",
    as: (ids) => ids.customer,
    body: () => quoteBody,
    fields: {
      "pickup.lat": coordinates,
      "pickup.lng": coordinates,
      "dropoff.lat": coordinates,
      "dropoff.lng": coordinates,
      number_of_passengers: {},
      number_of_luggage: {},
    },
  },
  {
    name: "POST /api/quote (hourly)",
    handler: quote as Handler,
    method: "POST",
    url: () => "/api/quote",
    as: (ids) => ids.customer,
    body: () => ({
      ...quoteBody,
      booking_type: "hourly",
      dropoff: undefined,
      number_of_hours: 4,
      ride_area: "inside",
    }),
    fields: { number_of_hours: {} },
  },
  {
    name: "POST /api/bookings",
    handler: createBooking as Handler,
    method: "POST",
    url: () => "/api/bookings",
    as: (ids) => ids.customer,
    body: () => pointToPointPayload() as unknown as Record<string, unknown>,
    fields: {
      number_of_passengers: {},
      number_of_luggage: {},
      // Server-owned values the old browser sends are accepted (numbers or text), then dropped.
      price: serverOwned,
      distance_travelled: serverOwned,
      user_id: serverOwned,
    },
  },
  {
    name: "POST /api/bookings (hourly)",
    handler: createBooking as Handler,
    method: "POST",
    url: () => "/api/bookings",
    as: (ids) => ids.customer,
    body: () => hourlyPayload() as unknown as Record<string, unknown>,
    fields: { number_of_hours: {} },
  },
  {
    name: "POST /api/create-payment-intent",
    handler: createIntent as Handler,
    method: "POST",
    url: () => "/api/create-payment-intent",
    as: (ids) => ids.customer,
    body: (ids) => ({ booking_id: ids.bookingId, amount: 109.72, currency: "gbp" }),
    fields: { booking_id: {}, amount: { fraction: true } },
  },
  {
    name: "POST /api/payments/sync",
    handler: syncPayment as Handler,
    method: "POST",
    url: () => "/api/payments/sync",
    as: (ids) => ids.customer,
    body: (ids) => ({ booking_id: ids.bookingId }),
    fields: { booking_id: {} },
  },
  {
    name: "PUT /api/bookings/{id}",
    handler: putBooking as Handler,
    method: "PUT",
    url: (ids) => `/api/bookings/${ids.bookingId}`,
    params: (ids) => ({ id: String(ids.bookingId) }),
    as: (ids) => ids.admin,
    body: () => ({ number_of_passengers: 2, manual_price: 120, price_reason: "Agreed" }),
    fields: {
      number_of_passengers: {},
      number_of_luggage: {},
      manual_price: { fraction: true },
    },
  },
  {
    name: "POST /api/admin/bookings",
    handler: phoneBooking as Handler,
    method: "POST",
    url: () => "/api/admin/bookings",
    as: (ids) => ids.admin,
    body: (ids) => ({
      customer: { user_id: ids.customer.user_id },
      booking: pointToPointPayload(),
      payment: { mode: "link" },
    }),
    fields: {
      "customer.user_id": {},
      "booking.number_of_passengers": {},
      "booking.number_of_luggage": {},
    },
  },
];

function withValue(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const keys = path.split(".");
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
}

/** The error names the field, or the object (a union) that holds it. */
const names = (errors: Record<string, string> | undefined, path: string) =>
  Object.keys(errors ?? {}).some((key) => key === path || path.startsWith(`${key}.`));

let ids: Ids;
beforeAll(async () => {
  const customer = await createUser();
  const admin = await createUser({ role: "admin" });
  const booking = await createBookingRow({ user_id: customer.user_id });
  ids = { customer, admin, bookingId: booking.booking_id };
});

describe.each(ENDPOINTS.map((e) => [e.name, e] as const))("%s", (_name, endpoint) => {
  const call = (body: unknown) =>
    callRoute<Answer>(endpoint.handler, {
      method: endpoint.method,
      url: endpoint.url(ids),
      params: endpoint.params?.(ids),
      as: endpoint.as(ids),
      body,
      headers: { "x-forwarded-for": `10.7.${Math.floor(Math.random() * 250)}.1` },
    });

  it.each(Object.keys(endpoint.fields))("%s: never 5xx, 400 naming the field", async (path) => {
    const allowed = endpoint.fields[path]!;
    const bad = ALWAYS_BAD.filter((value) => !allowed.strings || typeof value !== "string");
    if (!allowed.negative) bad.push(-1, -1000.5);
    else bad.push(-1e12);
    if (!allowed.fraction) bad.push(1.5, 0.1);
    const failures: string[] = [];
    for (const value of bad) {
      const result = await call(withValue(endpoint.body(ids), path, value));
      if (result.status !== 400 || !names(result.body.errors, path))
        failures.push(`${JSON.stringify(value)} -> ${result.status} ${result.text.slice(0, 160)}`);
    }
    // -0 and small legitimate values may be accepted; they must never break the server.
    for (const value of [-0, 0, 1, 1.5, -1]) {
      const result = await call(withValue(endpoint.body(ids), path, value));
      if (result.status >= 500)
        failures.push(`${JSON.stringify(value)} -> ${result.status} ${result.text.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});
