import { POST as adminLogin } from "@/app/api/auth/admin/login/route";
import { POST as login } from "@/app/api/auth/login/route";
import { TWO_FACTOR_LIMIT } from "@/server/auth/two-factor/second-factor";
import { confirmEnrolment, startEnrolment } from "@/server/auth/two-factor/store";
import { codeForStep, stepAt } from "@/server/auth/two-factor/totp";
import { getDb } from "@/server/db/client";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";
import { call, freshAddress } from "@test/accounts";

jest.setTimeout(60000);

async function enrolledUser(role: "admin" | "partner" | "customer") {
  const db = await getDb();
  const user = await createUser({ role });
  const secret = (await startEnrolment(db, user.user_id))!;
  // Confirmed one minute ago, so the current step is still free for the sign-in.
  const earlier = Date.now() - 120_000;
  const codes = (await confirmEnrolment(
    db,
    user.user_id,
    codeForStep(secret, stepAt(earlier)),
    earlier,
  ))!;
  return { user, secret, codes };
}

const now = () => stepAt(Date.now());

describe.each([
  ["/api/auth/admin/login", adminLogin, "admin"],
  ["/api/auth/login", login, "partner"],
] as const)("%s with two-factor sign-in", (url, handler, role) => {
  const attempt = (body: unknown) =>
    call(handler, { method: "POST", url, body, headers: freshAddress(), ownTokenAllowed: true });

  it("answers 401 two_factor_required after a correct password without a code", async () => {
    const { user } = await enrolledUser(role);
    const res = await attempt({ email: user.email, password: DEFAULT_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/code/),
      data: { two_factor_required: true },
    });
    expect(res.text).not.toContain("token");
  });

  it("signs in with a current code once; the same code again is refused", async () => {
    const { user, secret } = await enrolledUser(role);
    const code = codeForStep(secret, now());
    const first = await attempt({ email: user.email, password: DEFAULT_PASSWORD, code });
    expect(first.status).toBe(200);
    expect((first.body.data as { token: string }).token).toEqual(expect.any(String));
    const again = await attempt({ email: user.email, password: DEFAULT_PASSWORD, code });
    expect(again.status).toBe(401);
    expect(again.body.data).toEqual({ two_factor_required: true });
  });

  it("refuses a wrong code, and a code with a wrong password says nothing about the code", async () => {
    const { user, secret } = await enrolledUser(role);
    const wrong = await attempt({ email: user.email, password: DEFAULT_PASSWORD, code: "000000" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.data).toEqual({ two_factor_required: true });
    const badPassword = await attempt({
      email: user.email,
      password: "not-the-password",
      code: codeForStep(secret, now()),
    });
    expect(badPassword.status).toBe(401);
    expect(badPassword.body.data).toBeUndefined();
  });

  it("accepts a recovery code once", async () => {
    const { user, codes } = await enrolledUser(role);
    const body = { email: user.email, password: DEFAULT_PASSWORD, code: codes[3] };
    expect((await attempt(body)).status).toBe(200);
    expect((await attempt(body)).status).toBe(401);
  });

  it("rate-limits code attempts per account", async () => {
    const { user, secret } = await enrolledUser(role);
    for (let i = 0; i < TWO_FACTOR_LIMIT.limit; i++) {
      await attempt({ email: user.email, password: DEFAULT_PASSWORD, code: "111111" });
    }
    const res = await attempt({
      email: user.email,
      password: DEFAULT_PASSWORD,
      code: codeForStep(secret, now()),
    });
    expect(res.status).toBe(429);
  });

  it("refuses a malformed code field with 400", async () => {
    const { user } = await enrolledUser(role);
    const res = await attempt({
      email: user.email,
      password: DEFAULT_PASSWORD,
      code: "x".repeat(40),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("code");
  });
});

it("an account without 2FA signs in as before (a stray code is ignored)", async () => {
  const user = await createUser({ role: "customer" });
  const res = await call(login, {
    method: "POST",
    url: "/api/auth/login",
    body: { email: user.email, password: DEFAULT_PASSWORD, code: "123456" },
    headers: freshAddress(),
    ownTokenAllowed: true,
  });
  expect(res.status).toBe(200);
});
