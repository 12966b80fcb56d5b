import { eq, sql } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { GET as nextauthGet, POST as nextauthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as apiLogin } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/me/route";
import { GET as getUser } from "@/app/api/users/[user_id]/route";
import {
  listActiveSessions,
  revokeOtherSessions,
  revokeOwnSession,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
} from "@/server/auth/session-store";
import { getRequestUser } from "@/server/auth/request-session";
import { getDb } from "@/server/db/client";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { sessions } from "@/server/db/schema";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";
import { call, freshAddress } from "@test/accounts";
import { browserSignIn, browserSignOut, type NextAuthHandler } from "@test/nextauth-flow";

// The first sign-in of a file opens and migrates a fresh database and hashes with Argon2: slow on
// a busy machine.
jest.setTimeout(90_000);

// next-auth's App Router handler reads cookies() and headers() from next/headers, which need
// Next's request scope; here they answer from the request the handler was given.
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

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const MAC_SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

async function signIn(email: string, userAgent = ANDROID_CHROME): Promise<string> {
  const answer = await browserSignIn(handlers, {
    email,
    password: DEFAULT_PASSWORD,
    headers: { ...freshAddress(), "user-agent": userAgent },
  });
  expect(answer.status).toBe(200);
  return answer.sessionCookie!;
}

const readMe = (cookie: string) => call(me, { url: "/api/me", headers: { cookie } });
const readUser = (cookie: string, userId: number) =>
  call(getUser, {
    url: `/api/users/${userId}`,
    params: { user_id: String(userId) },
    headers: { cookie },
  });

async function sessionRows(userId: number) {
  const db = await getDb();
  return db.select().from(sessions).where(eq(sessions.user_id, userId));
}

describe("signing out", () => {
  it("ends the session on the server: a copy of the cookie taken before reads nothing", async () => {
    const user = await createUser();
    const cookie = await signIn(user.email);
    const copy = cookie;
    expect((await readMe(copy)).body.data).toMatchObject({ user_id: user.user_id });
    expect((await readUser(copy, user.user_id)).status).toBe(200);

    const out = await browserSignOut(handlers, cookie);
    expect(out.status).toBe(200);

    expect((await readMe(copy)).body.data).toBeNull();
    const profile = await readUser(copy, user.user_id);
    expect(profile.status).toBe(401);
    expect(profile.text).not.toContain(user.email);
    const [row] = await sessionRows(user.user_id);
    expect(row!.revoked_at).toBeInstanceOf(Date);
  });

  it("ends only that session: the same account signed in elsewhere stays signed in", async () => {
    const user = await createUser();
    const phone = await signIn(user.email, ANDROID_CHROME);
    const laptop = await signIn(user.email, MAC_SAFARI);
    await browserSignOut(handlers, phone);
    expect((await readMe(phone)).body.data).toBeNull();
    expect((await readMe(laptop)).body.data).toMatchObject({ user_id: user.user_id });
  });
});

describe("the account's sessions", () => {
  it("lists live sessions with a device summary, and revoking the others ends them", async () => {
    const user = await createUser();
    const phone = await signIn(user.email, ANDROID_CHROME);
    const laptop = await signIn(user.email, MAC_SAFARI);
    const api = await call<{ data: { token: string } }>(apiLogin, {
      method: "POST",
      url: "/api/auth/login",
      body: { email: user.email, password: DEFAULT_PASSWORD },
      headers: { ...freshAddress(), "user-agent": "curl/8.5.0" },
      ownTokenAllowed: true,
    });
    expect(api.status).toBe(200);

    const rows = await sessionRows(user.user_id);
    const laptopRow = rows.find((row) => row.user_agent === "Safari on macOS")!;
    const listed = await listActiveSessions(user.user_id, laptopRow.session_id);
    expect(listed.map((entry) => entry.user_agent).sort()).toEqual([
      "Chrome on Android",
      "Safari on macOS",
      "Unknown device",
    ]);
    expect(listed.filter((entry) => entry.current)).toHaveLength(1);
    expect(listed.find((entry) => entry.current)!.user_agent).toBe("Safari on macOS");
    // Only a masked address (last part hidden) and no versions leave in the list.
    expect(Object.keys(listed[0]!).sort()).toEqual([
      "address_label",
      "created_at",
      "current",
      "last_seen_at",
      "session_id",
      "user_agent",
    ]);

    for (const entry of listed) expect(entry.address_label).toMatch(/^$|\.x$|::x$/);
    expect(listed.some((entry) => /^\d+\.\d+\.\d+\.x$/.test(entry.address_label))).toBe(true);

    expect(await revokeOtherSessions(user.user_id, laptopRow.session_id)).toBe(2);
    expect((await readMe(phone)).body.data).toBeNull();
    const bearer = await call(me, {
      url: "/api/me",
      headers: { authorization: `Bearer ${api.body.data.token}` },
    });
    expect(bearer.body.data).toBeNull();
    expect((await readMe(laptop)).body.data).toMatchObject({ user_id: user.user_id });
    expect((await listActiveSessions(user.user_id)).map((entry) => entry.user_agent)).toEqual([
      "Safari on macOS",
    ]);
  });

  it("never revokes another person's session by its id", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const cookie = await signIn(owner.email);
    const [row] = await sessionRows(owner.user_id);
    expect(await revokeOwnSession(stranger.user_id, row!.session_id)).toBe(false);
    expect((await readMe(cookie)).body.data).toMatchObject({ user_id: owner.user_id });
    expect(await revokeOwnSession(owner.user_id, row!.session_id)).toBe(true);
    expect((await readMe(cookie)).body.data).toBeNull();
  });

  it("leaves sessions ended by logout everywhere out of the list", async () => {
    const user = await createUser();
    await signIn(user.email);
    const db = await getDb();
    await db.execute(
      sql`update users set session_version = session_version + 1 where user_id = ${user.user_id}`,
    );
    expect(await listActiveSessions(user.user_id)).toEqual([]);
  });
});

describe("session lifetime", () => {
  afterEach(() => jest.useRealTimers());

  async function backdate(userId: number, column: "last_seen_at" | "created_at", seconds: number) {
    const db = await getDb();
    await db
      .update(sessions)
      .set({ [column]: new Date(Date.now() - seconds * 1000) })
      .where(eq(sessions.user_id, userId));
  }

  it("ends a session idle for longer than the idle limit", async () => {
    const user = await createUser();
    const cookie = await signIn(user.email);
    await backdate(user.user_id, "last_seen_at", SESSION_IDLE_SECONDS - 60);
    expect((await readMe(cookie)).body.data).toMatchObject({ user_id: user.user_id });
    await backdate(user.user_id, "last_seen_at", SESSION_IDLE_SECONDS + 60);
    expect((await readMe(cookie)).body.data).toBeNull();
  });

  it("ends even a busy session at the absolute limit", async () => {
    const user = await createUser();
    const cookie = await signIn(user.email);
    await backdate(user.user_id, "created_at", SESSION_ABSOLUTE_SECONDS + 60);
    expect((await readMe(cookie)).body.data).toBeNull();
  });

  it("moves last seen forward only after a few minutes, not on every request", async () => {
    const user = await createUser();
    const cookie = await signIn(user.email);
    const [fresh] = await sessionRows(user.user_id);
    await readMe(cookie);
    expect((await sessionRows(user.user_id))[0]!.last_seen_at).toEqual(fresh!.last_seen_at);
    await backdate(user.user_id, "last_seen_at", 10 * 60);
    await readMe(cookie);
    const [touched] = await sessionRows(user.user_id);
    expect(Date.now() - touched!.last_seen_at.getTime()).toBeLessThan(60_000);
  });

  it("issues a cookie that lasts the idle limit, renewed (sliding) once it is an hour old", async () => {
    const user = await createUser();
    const signedIn = await browserSignIn(handlers, {
      email: user.email,
      password: DEFAULT_PASSWORD,
      headers: freshAddress(),
    });
    const setCookie = signedIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("next-auth.session-token="))!;
    const expires = new Date(/Expires=([^;]+)/i.exec(setCookie)![1]!).getTime();
    expect(Math.abs(expires - (Date.now() + SESSION_IDLE_SECONDS * 1000))).toBeLessThan(60_000);

    // A fresh cookie is not re-sent.
    expect((await readMe(signedIn.sessionCookie!)).headers.getSetCookie()).toEqual([]);

    // Two hours on, a request answers with the same session under a fresh expiry.
    jest.useFakeTimers({
      now: Date.now() + 2 * 60 * 60 * 1000,
      doNotFake: ["nextTick", "setImmediate", "queueMicrotask", "setTimeout", "setInterval"],
    });
    const later = await readMe(signedIn.sessionCookie!);
    expect(later.body.data).toMatchObject({ user_id: user.user_id });
    const renewed = later.headers.getSetCookie()[0]!;
    expect(renewed).toMatch(
      /^next-auth\.session-token=[^;]+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/,
    );
    const renewedExpires = new Date(/Expires=([^;]+)/i.exec(renewed)![1]!).getTime();
    expect(renewedExpires - expires).toBeGreaterThan(60 * 60 * 1000);
    const renewedCookie = renewed.split(";")[0]!;
    expect((await readMe(renewedCookie)).body.data).toMatchObject({ user_id: user.user_id });

    // An answer a shared cache may keep never carries someone's renewed cookie.
    const cacheable = route(async (request) => {
      await getRequestUser(request);
      return ok(null, { headers: { "Cache-Control": "public, max-age=60" } });
    });
    const shared = await call(cacheable, {
      url: "/api/x",
      headers: { cookie: signedIn.sessionCookie! },
    });
    expect(shared.status).toBe(200);
    expect(shared.headers.getSetCookie()).toEqual([]);
  });
});
