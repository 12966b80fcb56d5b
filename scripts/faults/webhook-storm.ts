/**
 * Fault: webhook storm. Bookings are made and given PaymentIntents through the API against a
 * local fake Stripe (the integration tests' stand-in, reached through STRIPE_API_HOST), then 300
 * signed Stripe-format deliveries arrive at concurrency 20, shuffled: a fifth are repeats of
 * others, some are stale (a failure from before the payment landing after it, a delivery signed
 * long ago), a few are for bookings cancelled before the money arrived, and the rest are event
 * types the site ignores. Promise: every booking ends in its expected state, one stored event per
 * handled id, one receipt (outbox row) per paid booking and none for any other, no 5xx. With
 * FAULTS_INSTANCES=2 the deliveries alternate between two `next start` instances on PostgreSQL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Stripe from "stripe";
import { startFakeStripe, FAKE_STRIPE_WEBHOOK_SECRET } from "../../__tests__/support/fake-stripe";
import {
  bookingBody,
  clientAddress,
  databaseUrl,
  freePort,
  migrateIfPostgres,
  queryDatabase,
  serverEnv,
  signUp,
  startServer,
  type Server,
} from "./support";
import { buildDeliveries, type PlannedBooking } from "./webhook-plan";

const DELIVERIES = 300;
const CONCURRENCY = 20;
const CUSTOMERS = 4;
const INSTANCES = Number(process.env.FAULTS_INSTANCES ?? 1);
const BOOKINGS_PER_CUSTOMER = 24; // the payment-intent limit is 30 a minute per customer
const run = `wh-${Date.now().toString(36)}-${process.pid}`;

async function api<T>(server: Server, token: string, pathname: string, body?: string) {
  const response = await fetch(`${server.base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const parsed = (await response.json()) as { data?: T };
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return parsed.data as T;
}

async function prepare(server: Server): Promise<Omit<PlannedBooking, "kind">[]> {
  const made: Omit<PlannedBooking, "kind">[] = [];
  for (let customer = 0; customer < CUSTOMERS; customer += 1) {
    const token = await signUp(
      server.base,
      `${run}-${customer}@example.com`,
      "fault-password-1",
      clientAddress(),
    );
    for (let n = 0; n < BOOKINGS_PER_CUSTOMER; n += 1) {
      const booking = await api<{ booking_id: number; price: number }>(
        server,
        token,
        "/api/bookings",
        bookingBody(`${run}-${customer}-${n}`),
      );
      const intent = await api<{ payment_intent_id: string }>(
        server,
        token,
        "/api/create-payment-intent",
        JSON.stringify({ booking_id: booking.booking_id, amount: booking.price, currency: "gbp" }),
      );
      made.push({ bookingId: booking.booking_id, intentId: intent.payment_intent_id, token });
    }
  }
  return made;
}

async function main(): Promise<void> {
  const fake = await startFakeStripe();
  const dataDir = mkdtempSync(path.join(tmpdir(), "chauffeur-faults-"));
  if (INSTANCES > 1 && !databaseUrl) throw new Error("two instances need FAULTS_DATABASE_URL");
  const servers: Server[] = [];
  for (let i = 0; i < INSTANCES; i += 1) {
    const port = await freePort();
    const env = serverEnv(dataDir, `http://127.0.0.1:${port}`, fake.env());
    if (i === 0) migrateIfPostgres(env);
    servers.push(await startServer(port, env));
  }
  const server = servers[0]!;
  try {
    const started = Date.now();
    const bookings = await prepare(server);
    const plan = buildDeliveries({ run, bookings, total: DELIVERIES, intents: fake.intents });
    // Cancelled before the money arrives: the cancellation closes the intent at (fake) Stripe.
    for (const booking of plan.bookings.filter((b) => b.kind === "cancelled"))
      await api(server, booking.token, `/api/bookings/${booking.bookingId}/cancel`);
    const prepared = Date.now();

    const signer = new Stripe("sk_test_signer_only");
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < plan.deliveries.length) {
        const delivery = plan.deliveries[next++]!;
        const signature = signer.webhooks.generateTestHeaderString({
          payload: delivery.payload,
          secret: FAKE_STRIPE_WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - (delivery.staleSignature ? 600 : 0),
        });
        const base = servers[next % servers.length]!.base;
        const response = await fetch(`${base}/api/webhooks/stripe`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body: delivery.payload,
          signal: AbortSignal.timeout(60_000),
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        delivery.status = response.status;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const stormMs = Date.now() - prepared;
    for (const instance of servers) await instance.kill("SIGTERM");

    const ids = plan.bookings.map((b) => b.bookingId).join(",");
    const rows = await queryDatabase<{
      booking_id: number;
      status: string;
      payment_status: string;
      payment_intent_id: string | null;
    }>(
      dataDir,
      `select booking_id, status, payment_status, payment_intent_id from bookings where booking_id in (${ids})`,
    );
    const events = await queryDatabase<{ event_id: string; n: string }>(
      dataDir,
      `select event_id, count(*) as n from processed_webhook_events where event_id like 'evt_${run}%' group by event_id`,
    );
    const intents = plan.bookings.map((b) => `'receipt:${b.intentId}'`).join(",");
    const receipts = await queryDatabase<{ dedupe_key: string; n: string }>(
      dataDir,
      `select dedupe_key, count(*) as n from email_outbox where dedupe_key in (${intents}) group by dedupe_key`,
    );
    const refunds = await queryDatabase<{ provider_payment_id: string; status: string }>(
      dataDir,
      `select provider_payment_id, status from payments where provider_payment_id in (${plan.bookings.map((b) => `'${b.intentId}'`).join(",")})`,
    );

    const byId = new Map(rows.map((row) => [row.booking_id, row]));
    const receiptCount = new Map(receipts.map((row) => [row.dedupe_key, Number(row.n)]));
    const paymentStatus = new Map(refunds.map((row) => [row.provider_payment_id, row.status]));
    let wrongStates = 0;
    let wrongReceipts = 0;
    for (const booking of plan.bookings) {
      const row = byId.get(booking.bookingId);
      const want = plan.expected(booking);
      const got = row ? `${row.status}/${row.payment_status}` : "missing";
      const intentOk = want.paidBy ? row?.payment_intent_id === booking.intentId : true;
      const paymentOk = want.paymentRow
        ? paymentStatus.get(booking.intentId) === want.paymentRow
        : true;
      if (got !== want.state || !intentOk || !paymentOk) {
        wrongStates += 1;
        console.error(
          `booking ${booking.bookingId} (${booking.kind}): ${got}, expected ${want.state}`,
        );
      }
      if ((receiptCount.get(`receipt:${booking.intentId}`) ?? 0) !== want.receipts)
        wrongReceipts += 1;
    }
    const storedTwice = events.filter((row) => Number(row.n) !== 1).length;
    const missingEvents = plan.handledEventIds.size - events.length;
    const unexpected = plan.deliveries.filter(
      (d) => d.status !== (d.staleSignature ? 400 : 200),
    ).length;
    const paid = plan.bookings.filter((b) => plan.expected(b).receipts === 1).length;
    console.info(
      `webhook storm (${databaseUrl ? "PostgreSQL" : "PGlite"}, ${INSTANCES} instance${INSTANCES > 1 ? "s" : ""}): ${plan.deliveries.length} deliveries (${plan.repeats} repeats, ${plan.staleFailures} stale failures, ${plan.staleSignatures} stale signatures) at concurrency ${CONCURRENCY} in ${(stormMs / 1000).toFixed(1)} s after ${((prepared - started) / 1000).toFixed(1)} s of setup; bookings ${plan.bookings.length} (paid ${paid}), wrong final states ${wrongStates}, handled ids ${plan.handledEventIds.size}, stored twice ${storedTwice}, missing ${missingEvents}, receipts ${receipts.reduce((sum, row) => sum + Number(row.n), 0)} (wrong ${wrongReceipts}), unexpected answers ${unexpected} (${[...statuses].map(([s, n]) => `${s}x${n}`).join(" ")})`,
    );
    if (wrongStates || wrongReceipts || storedTwice || missingEvents || unexpected)
      process.exitCode = 1;
  } finally {
    for (const instance of servers) await instance.kill("SIGKILL");
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(() => {
  console.error("webhook storm: hard limit of 5 minutes reached");
  process.exit(1);
}, 300_000);
watchdog.unref();
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
