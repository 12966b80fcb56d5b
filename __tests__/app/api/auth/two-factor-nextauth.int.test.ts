import type { NextRequest } from "next/server";
import { GET as nextauthGet, POST as nextauthPost } from "@/app/api/auth/[...nextauth]/route";
import { GET as me } from "@/app/api/me/route";
import { TWO_FACTOR_MESSAGES as M } from "@/lib/validations/two-factor";
import { confirmEnrolment, startEnrolment } from "@/server/auth/two-factor/store";
import { codeForStep, stepAt } from "@/server/auth/two-factor/totp";
import { getDb } from "@/server/db/client";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";
import { call, freshAddress } from "@test/accounts";
import { browserSignIn, type NextAuthHandler } from "@test/nextauth-flow";

jest.setTimeout(90_000);

// next-auth's App Router handler reads cookies() and headers() from next/headers; here they
// answer from the request the handler was given.
const mockRequestScope: { request?: NextRequest } = {};
jest.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => mockRequestScope.request?.cookies.getAll() ?? [] }),
  headers: async () => mockRequestScope.request?.headers ?? new Headers(),
}));
const inScope =
  (handler: NextAuthHandler): NextAuthHandler =>
  (request, context) => {
    mockRequestScope.request = request;
    return handler(request, context);
  };
const handlers = { get: inScope(nextauthGet), post: inScope(nextauthPost) };

async function enrolled(role: "admin" | "partner") {
  const db = await getDb();
  const user = await createUser({ role });
  const secret = (await startEnrolment(db, user.user_id))!;
  const earlier = Date.now() - 120_000;
  const codes = (await confirmEnrolment(
    db,
    user.user_id,
    codeForStep(secret, stepAt(earlier)),
    earlier,
  ))!;
  return { user, secret, codes };
}

/** next-auth answers a refused sign-in with a URL whose `error` is the message the form shows. */
function errorOf(answer: { body: { url?: string } }): string | null {
  return answer.body.url ? new URL(answer.body.url).searchParams.get("error") : null;
}

describe.each([
  ["/admin/login", "admin", "admin"],
  ["/login", "partner", undefined],
] as const)("the browser sign-in at %s with 2FA on", (_page, role, portal) => {
  const signIn = (email: string, code?: string) =>
    browserSignIn(handlers, {
      email,
      password: DEFAULT_PASSWORD,
      headers: freshAddress(),
      ...(code !== undefined ? { code } : {}),
      ...(portal ? { portal } : {}),
    });

  it("asks for the code, refuses a wrong one, signs in with a current one once", async () => {
    const { user, secret } = await enrolled(role);
    const first = await signIn(user.email);
    expect(errorOf(first)).toBe(M.required);
    expect(first.sessionCookie).toBeUndefined();
    const wrong = await signIn(user.email, "000000");
    expect(errorOf(wrong)).toBe(M.invalid);
    const code = codeForStep(secret, stepAt(Date.now()));
    const ok = await signIn(user.email, code);
    expect(errorOf(ok)).toBeNull();
    expect(ok.sessionCookie).toBeDefined();
    const session = await call(me, { url: "/api/me", headers: { cookie: ok.sessionCookie! } });
    expect(session.body).toMatchObject({ data: { role } });
    const reused = await signIn(user.email, code);
    expect(errorOf(reused)).toBe(M.invalid);
  });

  it("signs in with a recovery code once", async () => {
    const { user, codes } = await enrolled(role);
    expect((await signIn(user.email, codes[0]!)).sessionCookie).toBeDefined();
    expect(errorOf(await signIn(user.email, codes[0]!))).toBe(M.invalid);
  });
});
