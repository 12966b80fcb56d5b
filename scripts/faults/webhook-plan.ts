/**
 * The webhook storm's deliveries and expected outcomes (see webhook-storm.ts). Each booking gets
 * a kind by its position, its handled events, ignored events fill the distinct set, a fifth of
 * the deliveries repeat a distinct one (some of those signed long ago), and all are shuffled.
 */
import type { FakePaymentIntent } from "../../__tests__/support/fake-stripe";

export type Kind = "paid" | "paid-after-failure" | "failed" | "cancelled";
const KINDS: Kind[] = [
  "paid",
  "paid",
  "paid",
  "paid",
  "paid-after-failure",
  "paid-after-failure",
  "failed",
  "cancelled",
];

export interface PlannedBooking {
  bookingId: number;
  intentId: string;
  token: string;
  kind: Kind;
}

export interface Delivery {
  eventId: string;
  payload: string;
  /** Signed 10 minutes ago: past Stripe's 5-minute tolerance, so refused with 400. */
  staleSignature: boolean;
  status?: number;
}

export interface Expected {
  /** `status/payment_status` of the booking row. */
  state: string;
  paidBy: boolean;
  receipts: number;
  /** The payments row's status for the booking's intent. */
  paymentRow: string;
}

export interface Plan {
  bookings: PlannedBooking[];
  deliveries: Delivery[];
  handledEventIds: Set<string>;
  repeats: number;
  staleFailures: number;
  staleSignatures: number;
  expected(booking: PlannedBooking): Expected;
}

const EXPECTED: Record<Kind, Expected> = {
  paid: { state: "paid/paid", paidBy: true, receipts: 1, paymentRow: "succeeded" },
  "paid-after-failure": { state: "paid/paid", paidBy: true, receipts: 1, paymentRow: "succeeded" },
  failed: { state: "pending/failed", paidBy: false, receipts: 0, paymentRow: "failed" },
  // Money that arrives after the cancellation is refunded in full; no receipt goes out.
  cancelled: { state: "cancelled/unpaid", paidBy: false, receipts: 0, paymentRow: "refunded" },
};

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function event(id: string, type: string, created: number, object: Record<string, unknown>): string {
  return JSON.stringify({
    id,
    object: "event",
    api_version: "2025-01-01",
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

export function buildDeliveries(input: {
  run: string;
  bookings: Omit<PlannedBooking, "kind">[];
  total: number;
  intents: Map<string, FakePaymentIntent>;
}): Plan {
  const now = Math.floor(Date.now() / 1000);
  const bookings = input.bookings.map((b, i) => ({ ...b, kind: KINDS[i % KINDS.length]! }));
  const distinct: Delivery[] = [];
  const handledEventIds = new Set<string>();
  const add = (id: string, type: string, created: number, object: Record<string, unknown>) => {
    const eventId = `evt_${input.run}_${id}`;
    if (type.startsWith("payment_intent.") && type !== "payment_intent.created")
      handledEventIds.add(eventId);
    distinct.push({
      eventId,
      payload: event(eventId, type, created, object),
      staleSignature: false,
    });
  };
  for (const booking of bookings) {
    const intent = input.intents.get(booking.intentId);
    if (!intent) throw new Error(`the fake Stripe has no intent ${booking.intentId}`);
    const failure = {
      ...intent,
      status: "requires_payment_method",
      last_payment_error: { message: "Your card was declined." },
    };
    const success = { ...intent, status: "succeeded", last_payment_error: null };
    if (booking.kind === "paid-after-failure" || booking.kind === "failed")
      add(`${booking.bookingId}_failed`, "payment_intent.payment_failed", now - 120, failure);
    if (booking.kind !== "failed")
      add(`${booking.bookingId}_succeeded`, "payment_intent.succeeded", now - 60, success);
  }
  const repeats = Math.round(input.total / 5);
  const ignoredTypes = ["payment_intent.created", "charge.succeeded", "customer.created"];
  for (let n = 0; distinct.length < input.total - repeats; n += 1) {
    const booking = bookings[n % bookings.length]!;
    const type = ignoredTypes[Math.floor(n / bookings.length) % ignoredTypes.length]!;
    add(`${booking.bookingId}_ignored_${n}`, type, now - 180, {
      id: `obj_${n}`,
      object: type.split(".")[0],
    });
  }
  const copies = shuffle([...distinct])
    .slice(0, repeats)
    .map((d, i) => ({ ...d, staleSignature: i < repeats / 6 }));
  const deliveries = shuffle([...distinct, ...copies]);
  // A failure from before the payment that is delivered after it: the stale order Stripe allows.
  const position = new Map<string, number>();
  deliveries.forEach((d, i) => {
    if (!d.staleSignature && !position.has(d.eventId)) position.set(d.eventId, i);
  });
  const staleFailures = bookings.filter((b) => {
    const failed = position.get(`evt_${input.run}_${b.bookingId}_failed`);
    const succeeded = position.get(`evt_${input.run}_${b.bookingId}_succeeded`);
    return failed !== undefined && succeeded !== undefined && failed > succeeded;
  }).length;
  return {
    bookings,
    deliveries,
    handledEventIds,
    repeats,
    staleFailures,
    staleSignatures: copies.filter((c) => c.staleSignature).length,
    expected: (booking) => EXPECTED[booking.kind],
  };
}
