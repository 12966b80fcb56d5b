import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A tiny local stand-in for api.stripe.com, enough for the calls payments make with the real
 * `stripe` library: PaymentIntents create, retrieve and cancel, and refunds create. It honours the
 * Idempotency-Key header like Stripe (same key, same answer) and records every request.
 */

export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: Record<string, string>;
}

export interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  last_payment_error: { message: string } | null;
  livemode: false;
}

export interface FakeStripe {
  host: string;
  port: number;
  requests: RecordedStripeRequest[];
  intents: Map<string, FakePaymentIntent>;
  refunds: Array<{ id: string; payment_intent: string; amount: number }>;
  setIntentStatus(id: string, status: string): void;
  /** A slow or failing Stripe: every answer waits `delayMs`; `failStatus` answers that error. */
  behaviour: { delayMs: number; failStatus: number | null };
  /** Env for getServerConfig(): Stripe keys plus this server's address. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

function nestedField(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = new RegExp(`^${prefix}\\[(.+)\\]$`).exec(key);
    if (match) out[match[1]!] = value;
  }
  return out;
}

export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_fake_stripe_secret_for_tests";

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const intents = new Map<string, FakePaymentIntent>();
  const refunds: FakeStripe["refunds"] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const behaviour: FakeStripe["behaviour"] = { delayMs: 0, failStatus: null };

  const handle = (
    method: string,
    path: string,
    form: Record<string, string>,
  ): { status: number; body: unknown } => {
    if (method === "POST" && path === "/v1/payment_intents") {
      const id = `pi_${randomBytes(8).toString("hex")}`;
      const intent: FakePaymentIntent = {
        id,
        object: "payment_intent",
        amount: Number(form.amount),
        currency: form.currency ?? "",
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        metadata: nestedField(form, "metadata"),
        description: form.description ?? null,
        last_payment_error: null,
        livemode: false,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && retrieve) {
      const intent = intents.get(decodeURIComponent(retrieve[1]!));
      return intent
        ? { status: 200, body: intent }
        : {
            status: 404,
            body: {
              error: {
                type: "invalid_request_error",
                code: "resource_missing",
                message: "No such payment_intent",
              },
            },
          };
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === "POST" && cancel) {
      const intent = intents.get(decodeURIComponent(cancel[1]!));
      if (!intent)
        return {
          status: 404,
          body: {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: "No such payment_intent",
            },
          },
        };
      // As at Stripe: only an intent that has not started processing (or finished) can be cancelled.
      if (
        ![
          "requires_payment_method",
          "requires_confirmation",
          "requires_action",
          "requires_capture",
        ].includes(intent.status)
      ) {
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              code: "payment_intent_unexpected_state",
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            },
          },
        };
      }
      intent.status = "canceled";
      return { status: 200, body: intent };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const refund = {
        id: `re_${randomBytes(8).toString("hex")}`,
        object: "refund",
        payment_intent: form.payment_intent ?? "",
        amount: Number(form.amount),
        status: "succeeded",
        currency: "gbp",
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => setTimeout(answer, behaviour.delayMs));
    const answer = () => {
      if (res.destroyed) return;
      if (behaviour.failStatus !== null) {
        res.writeHead(behaviour.failStatus, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { type: "api_error", message: "Fake Stripe failed" } }));
        return;
      }
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const idempotencyKey =
        typeof req.headers["idempotency-key"] === "string"
          ? req.headers["idempotency-key"]
          : undefined;
      const method = req.method ?? "GET";
      requests.push({
        method,
        path: url.pathname,
        idempotencyKey,
        authorization: req.headers.authorization,
        form,
      });
      const cacheKey =
        idempotencyKey && method === "POST" ? `${url.pathname}:${idempotencyKey}` : undefined;
      const answer = (cacheKey && idempotent.get(cacheKey)) || handle(method, url.pathname, form);
      if (cacheKey) idempotent.set(cacheKey, answer);
      // Retrieval reflects the latest state even when the create was replayed.
      const body =
        answer.body &&
        typeof answer.body === "object" &&
        "id" in answer.body &&
        intents.has(String(answer.body.id))
          ? intents.get(String(answer.body.id))
          : answer.body;
      res.writeHead(answer.status, {
        "content-type": "application/json",
        "request-id": `req_${randomBytes(6).toString("hex")}`,
      });
      res.end(JSON.stringify(body));
    };
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: "127.0.0.1",
    port,
    requests,
    intents,
    refunds,
    behaviour,
    setIntentStatus(id, status) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No fake intent ${id}`);
      intent.status = status;
    },
    env: () => ({
      STRIPE_SECRET_KEY: "sk_test_fake_stripe_key",
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_fake_stripe_key",
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
