import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { encode, type JWT } from "next-auth/jwt";
import { cookies } from "next/headers";
import { getDb, type Database } from "@/server/db/client";
import { sessions, users, type UserRow } from "@/server/db/schema";
import { afterResponse } from "./after-response";
import { getAuthSecret } from "./secret";
import {
  createSession,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_TOUCH_SECONDS,
  touchSession,
} from "./session-store";
import { decodeToken } from "./session-token-cache";

import type { Role } from "@/lib/roles";
import { userIdentityColumns } from "@/server/users/identity-columns";

export type { Role };
/** The cookie's (and token's) lifetime: the idle limit, slid forward by activity. */
export const SESSION_MAX_AGE_SECONDS = SESSION_IDLE_SECONDS;
export const SESSION_COOKIE_NAMES = [
  "__Secure-next-auth.session-token",
  "next-auth.session-token",
] as const;

export interface SessionUser {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  profile_image: string | null;
}

export interface SessionClaims extends JWT {
  uid: number;
  role: Role;
  sv: number;
  /** The sessions row this token belongs to; sign-out revokes it. */
  sid: string;
}

export function isSessionClaims(token: JWT | null): token is SessionClaims {
  return (
    !!token &&
    typeof token.uid === "number" &&
    typeof token.sv === "number" &&
    typeof token.role === "string" &&
    typeof token.sid === "string"
  );
}

/** Encodes claims the way next-auth does for its cookie, with a fresh expiry. */
export function encodeClaims(claims: SessionClaims): Promise<string> {
  const { exp: _exp, iat: _iat, jti: _jti, ...rest } = claims;
  return encode({ token: rest, secret: getAuthSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

/**
 * Starts a session (a sessions row) and issues the same JWT next-auth puts in its cookie; API
 * clients send it as a Bearer token.
 */
export async function issueToken(
  user: Pick<UserRow, "user_id" | "role" | "session_version" | "email">,
  context: { userAgent?: string | null; address?: string } = {},
): Promise<string> {
  const sid = await createSession({
    userId: user.user_id,
    sessionVersion: user.session_version,
    ...context,
  });
  return encodeClaims({
    sub: String(user.user_id),
    uid: user.user_id,
    role: user.role,
    sv: user.session_version,
    sid,
    email: user.email,
  });
}

// The user and the token's session row in one query: the revocation check costs no extra query.
function prepareSessionLookup(db: Database) {
  return db
    .select({
      ...userIdentityColumns,
      profile_image: users.profile_image,
      session_version: users.session_version,
      session_created_at: sessions.created_at,
      session_last_seen_at: sessions.last_seen_at,
    })
    .from(users)
    .innerJoin(
      sessions,
      and(
        eq(sessions.session_id, sql.placeholder("sid")),
        eq(sessions.user_id, users.user_id),
        isNull(sessions.revoked_at),
      ),
    )
    .where(eq(users.user_id, sql.placeholder("uid")))
    .limit(1)
    .prepare("session_user_lookup");
}

// Every authenticated request runs this query; its SQL is built once per database handle, not per request.
const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

function sessionLookup(db: Database) {
  let prepared = sessionLookups.get(db);
  if (!prepared) {
    prepared = prepareSessionLookup(db);
    sessionLookups.set(db, prepared);
  }
  return prepared;
}

/**
 * Turns a token into the current user, reading the database every time: a revoked session
 * (sign-out) or a bumped session version (logout everywhere, password change, reset, role
 * change) ends the token at once.
 */
export async function userFromToken(token: string | undefined): Promise<SessionUser | null> {
  return (await sessionFromToken(token))?.user ?? null;
}

export async function sessionFromToken(
  token: string | undefined,
): Promise<{ user: SessionUser; claims: SessionClaims } | null> {
  if (!token) return null;
  const claims = await decodeToken(token);
  if (!isSessionClaims(claims)) return null;
  const user = await userFromClaims(claims);
  return user ? { user, claims } : null;
}

/**
 * The current user for already-verified claims, or null when the account is gone, the session
 * was revoked or has run out, or the session version has moved on. next-auth's own session
 * endpoint uses this too, so it cannot disagree.
 */
export async function userFromClaims(claims: SessionClaims): Promise<SessionUser | null> {
  const [row] = await sessionLookup(await getDb()).execute({ uid: claims.uid, sid: claims.sid });
  if (!row || row.session_version !== claims.sv) return null;
  const {
    session_version: _version,
    session_created_at: createdAt,
    session_last_seen_at: lastSeenAt,
    ...user
  } = row;
  const now = Date.now();
  if (now - createdAt.getTime() > SESSION_ABSOLUTE_SECONDS * 1000) return null;
  const idleMs = now - lastSeenAt.getTime();
  if (idleMs > SESSION_IDLE_SECONDS * 1000) return null;
  // Sliding idle limit: the row moves forward after the response, and only every few minutes.
  if (idleMs > SESSION_TOUCH_SECONDS * 1000) {
    await afterResponse("session touch", () => touchSession(claims.sid));
  }
  return user;
}

export function tokenFromCookieHeader(
  cookieHeader: string | null,
): { name: string; token: string } | undefined {
  if (!cookieHeader) return undefined;
  for (const name of SESSION_COOKIE_NAMES) {
    const match = cookieHeader.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
    if (!match) continue;
    try {
      return { name, token: decodeURIComponent(match.slice(name.length + 1)) };
    } catch {
      // A cookie that is not valid percent-encoding cannot be a token we issued: no session.
      return undefined;
    }
  }
  return undefined;
}

/** For server components and layouts. */
export async function getPageUser(): Promise<SessionUser | null> {
  const store = await cookies();
  for (const name of SESSION_COOKIE_NAMES) {
    const value = store.get(name)?.value;
    if (value) return userFromToken(value);
  }
  return null;
}
