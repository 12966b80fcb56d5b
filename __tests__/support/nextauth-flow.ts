import type { NextRequest } from "next/server";
import { call } from "@test/accounts";

type NextAuthParams = { nextauth: string[] };
export type NextAuthHandler = (
  request: NextRequest,
  context: { params: Promise<NextAuthParams> },
) => Promise<Response>;

/** The `name=value` part of the Set-Cookie whose name starts with `prefix`. */
export function cookieFrom(response: { headers: Headers }, prefix: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(prefix))
    ?.split(";")[0];
}

async function csrf(get: NextAuthHandler, headers: Record<string, string>) {
  const answer = await call<{ csrfToken: string }, NextAuthParams>(get, {
    url: "/api/auth/csrf",
    params: { nextauth: ["csrf"] },
    headers,
  });
  return { token: answer.body.csrfToken, cookie: cookieFrom(answer, "next-auth.csrf-token=")! };
}

/** Signs in the way next-auth's `signIn("credentials", { redirect: false })` does in a browser. */
export async function browserSignIn(
  handlers: { get: NextAuthHandler; post: NextAuthHandler },
  input: {
    email: string;
    password: string;
    headers: Record<string, string>;
    /** The second factor, and "admin" for the console's sign-in, as the forms send them. */
    code?: string;
    portal?: "admin";
  },
) {
  const token = await csrf(handlers.get, input.headers);
  const form = new URLSearchParams({
    email: input.email,
    password: input.password,
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(input.portal ? { portal: input.portal } : {}),
    csrfToken: token.token,
    callbackUrl: "http://localhost:3000/dashboard",
    json: "true",
  });
  const answer = await call<{ url?: string }, NextAuthParams>(handlers.post, {
    method: "POST",
    url: "/api/auth/callback/credentials",
    params: { nextauth: ["callback", "credentials"] },
    body: form.toString(),
    headers: {
      ...input.headers,
      cookie: token.cookie,
      "content-type": "application/x-www-form-urlencoded",
    },
  });
  return { ...answer, sessionCookie: cookieFrom(answer, "next-auth.session-token=") };
}

/** Signs out the way next-auth's `signOut()` does: CSRF token plus the session cookie. */
export async function browserSignOut(
  handlers: { get: NextAuthHandler; post: NextAuthHandler },
  sessionCookie: string,
) {
  const token = await csrf(handlers.get, { cookie: sessionCookie });
  const form = new URLSearchParams({
    csrfToken: token.token,
    callbackUrl: "http://localhost:3000/login",
    json: "true",
  });
  return call<{ url?: string }, NextAuthParams>(handlers.post, {
    method: "POST",
    url: "/api/auth/signout",
    params: { nextauth: ["signout"] },
    body: form.toString(),
    headers: {
      cookie: `${sessionCookie}; ${token.cookie}`,
      "content-type": "application/x-www-form-urlencoded",
    },
  });
}
