import "server-only";
import { noteResponseCookie } from "@/server/http/request-context";
import {
  encodeClaims,
  sessionFromToken,
  SESSION_MAX_AGE_SECONDS,
  tokenFromCookieHeader,
  type SessionClaims,
  type SessionUser,
} from "./session";
import { SESSION_RENEW_AFTER_SECONDS } from "./session-store";

function sessionCookie(name: string, token: string): string {
  const expires = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  // The attributes next-auth gave the cookie: __Secure- names exist only on https sign-ins.
  const secure = name.startsWith("__Secure-") ? "; Secure" : "";
  return `${name}=${token}; Path=/; Expires=${expires.toUTCString()}; HttpOnly; SameSite=Lax${secure}`;
}

function needsRenewal(claims: SessionClaims): boolean {
  if (typeof claims.iat !== "number") return true;
  return Date.now() / 1000 - claims.iat > SESSION_RENEW_AFTER_SECONDS;
}

/**
 * Route handlers read the session from the request itself, so they can be tested directly.
 * A cookie session in use slides its idle limit forward: at most hourly the answer carries the
 * same claims with a fresh expiry (the route wrapper adds the Set-Cookie).
 */
export async function getRequestUser(request: Request): Promise<SessionUser | null> {
  return (await getRequestSession(request))?.user ?? null;
}

/** The request's user and the id of the session it signed in with (its row in `sessions`). */
export async function getRequestSession(
  request: Request,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const authorization = request.headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const session = await sessionFromToken(authorization.slice(7).trim());
    return session ? { user: session.user, sessionId: session.claims.sid } : null;
  }
  const cookie = tokenFromCookieHeader(request.headers.get("cookie"));
  if (!cookie) return null;
  const session = await sessionFromToken(cookie.token);
  if (!session) return null;
  if (needsRenewal(session.claims)) {
    noteResponseCookie(sessionCookie(cookie.name, await encodeClaims(session.claims)));
  }
  return { user: session.user, sessionId: session.claims.sid };
}
