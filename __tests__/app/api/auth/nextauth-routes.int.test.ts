import { eq, sql } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { GET as nextauthGet, POST as nextauthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as apiLogin } from "@/app/api/auth/login/route";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { POST as changePassword } from "@/app/api/auth/reset-password/route";
import { LOGIN_LIMIT_MESSAGE, LOGIN_LIMITS } from "@/server/auth/authenticate";
import { issueToken } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { rateLimitBuckets } from "@/server/db/schema";
import type { UserRow } from "@/server/db/schema";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";
import { call, freshAddress } from "@test/accounts";
import { logger } from "@/server/http/logger";

// next-auth's App Router handler reads cookies() and headers() from next/headers, which need
// Next's request scope; here they answer from the request the handler was given.
const mockRequestScope: { request?: NextRequest } = {};
jest.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => mockRequestScope.request?.cookies.getAll() ?? [] }),
  headers: async () => mockRequestScope.request?.headers ?? new Headers(),
}));

type NextAuthParams = { nextauth: string[] };
type Handler = typeof nextauthGet;
const inScope =
  (handler: Handler): Handler =>
  (request, context) => {
    mockRequestScope.request = request;
    return handler(request, context);
  };
const get = inScope(nextauthGet);
const post = inScope(nextauthPost);

interface SessionBody {
  user?: { id: number; role: string; email: string };
  expires?: string;
}

function sessionCookie(token: string): string {
  return `next-auth.session-token=${token}`;
}

async function readSession(cookie: string) {
  return call<SessionBody, NextAuthParams>(get, {
    url: "/api/auth/session",
    params: { nextauth: ["session"] },
    headers: { cookie },
  });
}

/** Signs in the way next-auth's `signIn("credentials", { redirect: false })` does in the browser. */
async function browserSignIn(email: string, password: string, address: Record<string, string>) {
  const csrf = await call<{ csrfToken: string }, NextAuthParams>(get, {
    url: "/api/auth/csrf",
    params: { nextauth: ["csrf"] },
    headers: address,
  });
  const csrfCookie = csrf.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("next-auth.csrf-token="))!
    .split(";")[0]!;
  const form = new URLSearchParams({
    email,
    password,
    csrfToken: csrf.body.csrfToken,
    callbackUrl: "http://localhost:3000/dashboard",
    json: "true",
  });
  return call<{ url?: string; success?: boolean; message?: string }, NextAuthParams>(post, {
    method: "POST",
    url: "/api/auth/callback/credentials",
    params: { nextauth: ["callback", "credentials"] },
    body: form.toString(),
    headers: {
      ...address,
      cookie: csrfCookie,
      "content-type": "application/x-www-form-urlencoded",
    },
  });
}

async function attemptsCounted(key: string): Promise<number> {
  const db = await getDb();
  const [bucket] = await db
    .select()
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.bucket_key, key));
  return bucket?.count ?? 0;
}

async function failApiLogins(
  times: number,
  email: (i: number) => string,
  headers: Record<string, string> | (() => Record<string, string>),
) {
  for (let i = 0; i < times; i += 1) {
    const res = await call(apiLogin, {
      method: "POST",
      url: "/api/auth/login",
      body: { email: email(i), password: "wrong-password" },
      headers: typeof headers === "function" ? headers() : headers,
    });
    expect(res.status).toBe(401);
  }
}

describe("GET /api/auth/session", () => {
  async function liveSession(user: UserRow) {
    const cookie = sessionCookie(await issueToken(user));
    const res = await readSession(cookie);
    expect(res.body.user).toMatchObject({ id: user.user_id, role: user.role, email: user.email });
    return cookie;
  }

  function expectEndedSession(res: Awaited<ReturnType<typeof readSession>>) {
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(
      res.headers.getSetCookie().some((cookie) => /^next-auth\.session-token=;/.test(cookie)),
    ).toBe(true);
  }

  it("reports no session once logout-everywhere has ended it, and clears the cookie", async () => {
    const user = await createUser();
    const cookie = await liveSession(user);
    expect(
      (await call(logoutAll, { method: "POST", url: "/api/auth/logout-all", headers: { cookie } }))
        .status,
    ).toBe(200);
    expectEndedSession(await readSession(cookie));
  });

  it("reports no session after a password change", async () => {
    const user = await createUser();
    const cookie = await liveSession(user);
    const changed = await call(changePassword, {
      method: "POST",
      url: "/api/auth/reset-password",
      headers: { cookie },
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: "a-new-secret" },
    });
    expect(changed.status).toBe(200);
    expectEndedSession(await readSession(cookie));
  });

  it("reports no session after a role change, and none for a deleted account", async () => {
    const promoted = await createUser();
    const promotedCookie = await liveSession(promoted);
    const deleted = await createUser();
    const deletedCookie = await liveSession(deleted);
    const db = await getDb();
    await db.execute(sql`update users set role = 'admin' where user_id = ${promoted.user_id}`);
    await db.execute(sql`delete from users where user_id = ${deleted.user_id}`);
    expectEndedSession(await readSession(promotedCookie));
    expectEndedSession(await readSession(deletedCookie));
  });

  it("keeps the session (and its cookie) when the database cannot answer the check", async () => {
    const user = await createUser();
    const cookie = await liveSession(user);
    // A real database error: the table the check reads is briefly gone.
    const db = await getDb();
    const quiet = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    await db.execute(sql`alter table users rename to users_offline`);
    try {
      const res = await readSession(cookie);
      expect(quiet).toHaveBeenCalledWith(
        expect.anything(),
        "could not check the session against the database",
      );
      expect(res.body.user).toMatchObject({ id: user.user_id });
      expect(res.headers.getSetCookie().some((c) => /^next-auth\.session-token=;/.test(c))).toBe(
        false,
      );
    } finally {
      await db.execute(sql`alter table users_offline rename to users`);
      quiet.mockRestore();
    }
  });

  it("answers an empty session without a cookie or with a malformed one", async () => {
    expect((await readSession("")).body).toEqual({});
    expect((await readSession("next-auth.session-token=%E0%A4%A")).body).toEqual({});
  });
});

describe("POST /api/auth/callback/credentials (browser sign-in)", () => {
  it("signs in, counting the attempt once per account and per address", async () => {
    const user = await createUser();
    const address = freshAddress();
    const res = await browserSignIn(user.email, DEFAULT_PASSWORD, address);
    expect(res.status).toBe(200);
    expect(res.body.url).toBe("http://localhost:3000/dashboard");
    const issued = res.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("next-auth.session-token="))!
      .split(";")[0]!;
    expect((await readSession(issued)).body.user).toMatchObject({
      id: user.user_id,
      role: "customer",
    });
    expect(await attemptsCounted(`login:account:${user.email}`)).toBe(1);
    expect(await attemptsCounted(`login:address:${address["x-forwarded-for"]}`)).toBe(1);
  });

  it("answers a wrong password with next-auth's usual 401", async () => {
    const user = await createUser();
    const res = await browserSignIn(user.email, "wrong-password", freshAddress());
    expect(res.status).toBe(401);
    expect(res.body.url).toContain("error=CredentialsSignin");
  });

  it("past the per-account limit answers 429 with Retry-After, even for the right password, without counting", async () => {
    const user = await createUser();
    await failApiLogins(LOGIN_LIMITS.perAccount, () => user.email, freshAddress);
    const res = await browserSignIn(user.email.toUpperCase(), DEFAULT_PASSWORD, freshAddress());
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.body).toMatchObject({ success: false, message: LOGIN_LIMIT_MESSAGE });
    // next-auth's signIn() reads its error from `url`, so the login form shows the message.
    expect(new URL(res.body.url!).searchParams.get("error")).toBe(LOGIN_LIMIT_MESSAGE);
    expect(
      res.headers.getSetCookie().some((cookie) => cookie.startsWith("next-auth.session-token=")),
    ).toBe(false);
    expect(await attemptsCounted(`login:account:${user.email}`)).toBe(LOGIN_LIMITS.perAccount);
  });

  it("past the per-address limit answers 429 for any account from that address", async () => {
    const user = await createUser();
    const address = freshAddress();
    await failApiLogins(LOGIN_LIMITS.perAddress, (i) => `nobody-${i}@example.com`, address);
    const res = await browserSignIn(user.email, DEFAULT_PASSWORD, address);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(await attemptsCounted(`login:account:${user.email}`)).toBe(0);
    expect((await browserSignIn(user.email, DEFAULT_PASSWORD, freshAddress())).status).toBe(200);
  });
});
