import { randomBytes } from "node:crypto";
import { callRoute, type CallOptions, type CallResult } from "@test/route-client";

type Params = Record<string, string | string[]>;
type Handler<P extends Params> = Parameters<typeof callRoute<unknown, P>>[0];

/** The accounts suite's call: `callRoute` (which checks every answer for secrets) with its envelope type. */
export async function call<T = Envelope, P extends Params = Record<string, string>>(
  handler: Handler<P>,
  options: CallOptions<P> = {},
): Promise<CallResult<T>> {
  return callRoute<T, P>(handler, options);
}

export interface Envelope {
  success: boolean;
  message: string;
  data?: unknown;
  errors?: Record<string, string>;
}

/** A fresh address per test keeps per-address rate limits from leaking between tests. */
export function freshAddress(): Record<string, string> {
  return { "x-forwarded-for": `10.${randomBytes(3).join(".")}` };
}

export function registrationPayload(overrides: Record<string, unknown> = {}) {
  return {
    first_name: "Ada",
    last_name: "Lovelace",
    phone_number: "+447700900456",
    email: `ada-${randomBytes(4).toString("hex")}@example.com`,
    address: "12 Analytical Row",
    city: "London",
    state_province: "Greater London",
    zip_postal_code: "W1A 1AA",
    country: "United Kingdom",
    password: "difference-engine",
    ...overrides,
  };
}

// The first call of a file opens and migrates a fresh database, which is slow on a busy machine.
jest.setTimeout(30_000);

// The outbox adapter prints every e-mail; the tests read the outbox table instead.
beforeEach(() => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});
