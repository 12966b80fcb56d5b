import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { resetServerConfigForTests } from "@/env";
import { getDb } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import { resendLimits, sendEmail } from "@/server/email/send-email";
import { PAYMENT_PROVIDER_FAILED, PAYMENT_PROVIDER_SLOW } from "@/server/payments/provider-errors";
import { stripeLimits } from "@/server/payments/stripe-client";
import { callRoute } from "@test/route-client";
import { createUser } from "@test/factories";
import { createReturnTrip, quietPaymentsTestSetup, runFakeStripe } from "@test/payments";
import type { FakeStripe } from "@test/fake-stripe";

quietPaymentsTestSetup();

// Short bounds so a slow provider shows in a second, not in the production 8 s.
const TIMEOUT_MS = 300;
const originalStripe = { ...stripeLimits };
const originalResend = { ...resendLimits };
beforeAll(() => {
  Object.assign(stripeLimits, { timeoutMs: TIMEOUT_MS, maxNetworkRetries: 1 });
  resendLimits.timeoutMs = TIMEOUT_MS;
});
afterAll(() => {
  Object.assign(stripeLimits, originalStripe);
  Object.assign(resendLimits, originalResend);
});

let fake: FakeStripe;
runFakeStripe((started) => {
  fake = started;
});
afterEach(() => {
  fake.behaviour.delayMs = 0;
  fake.behaviour.failStatus = null;
});

type Envelope = { success: boolean; message: string; requestId?: string };

async function payFor() {
  const user = await createUser();
  const { outbound } = await createReturnTrip(user, { outbound: 10972, back: 8050 });
  const started = performance.now();
  const result = await callRoute<Envelope>(createIntent, {
    url: "/api/create-payment-intent",
    as: user,
    body: { booking_id: outbound.booking_id, amount: 190.22, currency: "gbp" },
  });
  return { result, elapsed: performance.now() - started };
}

describe("a slow or failing Stripe", () => {
  it("answers 503 with Retry-After within the bounded time when Stripe does not answer", async () => {
    fake.behaviour.delayMs = 5_000;
    const { result, elapsed } = await payFor();
    expect(result.status).toBe(503);
    expect(result.headers.get("retry-after")).toBe("10");
    expect(result.body).toMatchObject({ success: false, message: PAYMENT_PROVIDER_SLOW });
    expect(result.body.requestId).toBe(result.headers.get("x-request-id"));
    // Two tries of TIMEOUT_MS and Stripe's back-off (at most a few seconds), never the 5 s wait.
    expect(elapsed).toBeLessThan(4_500);
  });

  it("answers 502 with a clear message when Stripe fails on its side", async () => {
    fake.behaviour.failStatus = 500;
    const { result } = await payFor();
    expect(result.status).toBe(502);
    expect(result.body).toMatchObject({ success: false, message: PAYMENT_PROVIDER_FAILED });
  });

  it("still works once Stripe recovers", async () => {
    const { result } = await payFor();
    expect(result.status).toBe(200);
  });
});

describe("a slow Resend", () => {
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      setTimeout(() => {
        if (!res.destroyed) res.end(JSON.stringify({ id: "late" }));
      }, 5_000);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    // The Resend library reads its own RESEND_BASE_URL: the stand-in that never answers in time.
    Object.assign(process.env, {
      RESEND_API_KEY: "re_test_slow",
      EMAIL_FROM: "Bookings <bookings@example.com>",
      RESEND_BASE_URL: `http://127.0.0.1:${port}`,
    });
    resetServerConfigForTests();
  });
  afterAll(async () => {
    for (const name of ["RESEND_API_KEY", "EMAIL_FROM", "RESEND_BASE_URL"])
      delete process.env[name];
    resetServerConfigForTests();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("gives up after the bound and keeps the message as failed in the outbox", async () => {
    const to = `slow-resend-${Date.now()}@example.com`;
    const started = performance.now();
    await sendEmail({ to, subject: "Hi", template: "test", html: "<p>Hi</p>", text: "Hi" });
    expect(performance.now() - started).toBeLessThan(3_000);
    const db = await getDb();
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, to));
    expect(row?.status).toBe("failed");
  });
});
