import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { FORGOT_PASSWORD_MESSAGE, FORGOT_PASSWORD_MIN_MS } from "@/server/auth/password-reset";
import { createUser } from "@test/factories";
import { call, freshAddress } from "@test/accounts";

// Jest has no request scope, so the reset link is issued inline before the answer here: the
// known account does strictly more work than in production, and the padding must still hide it.
async function timedForgot(email: string): Promise<number> {
  const started = performance.now();
  const res = await call(forgot, {
    method: "POST",
    url: "/api/auth/forgot-password",
    body: { email },
    headers: freshAddress(),
  });
  const elapsed = performance.now() - started;
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE, data: null });
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

describe("POST /api/auth/forgot-password takes the same time for known and unknown accounts", () => {
  it("pads both answers to the same minimum", async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    // Fresh accounts and e-mails each time: the per-e-mail limit must not answer instead.
    for (let round = 0; round < 5; round += 1) {
      const user = await createUser();
      known.push(await timedForgot(user.email));
      unknown.push(await timedForgot(`nobody-${round}-${Date.now()}@example.com`));
    }
    for (const elapsed of [...known, ...unknown])
      expect(elapsed).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    // Loose on purpose: a shared 2-core machine adds its own jitter to both sides.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
  });
});
