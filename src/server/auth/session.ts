import "server-only";
import { eq, sql } from "drizzle-orm";
import { decode, encode, type JWT } from "next-auth/jwt";
import { cookies } from "next/headers";
import { getDb, type Database } from "@/server/db/client";
import { users, type UserRow } from "@/server/db/schema";
import { getAuthSecret } from "./secret";

import type { Role } from "@/lib/roles";

export type { Role };
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
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
}

export function isSessionClaims(token: JWT | null): token is SessionClaims {
  return (
    !!token &&
    typeof token.uid === "number" &&
    typeof token.sv === "number" &&
    typeof token.role === "string"
  );
}

/** Issues the same JWT next-auth puts in its cookie; API clients send it as a Bearer token. */
export function issueToken(
  user: Pick<UserRow, "user_id" | "role" | "session_version" | "email">,
): Promise<string> {
  const claims: SessionClaims = {
    sub: String(user.user_id),
    uid: user.user_id,
    role: user.role,
    sv: user.session_version,
    email: user.email,
  };
  return encode({ token: claims, secret: getAuthSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

// Decrypting the JWE (key derivation + AES-GCM + claim checks) is the dearest CPU step of an
// authenticated request, and a session sends the same token again and again. The same bytes under
// the same secret always decrypt to the same claims, so verified claims are remembered (bounded);
// the only time-dependent checks jose makes (exp and nbf, with next-auth's 15 s tolerance) are
// repeated on every hit. The session-version check against the database is NOT cached.
const DECODED_TOKEN_CACHE_SIZE = 1000;
const CLOCK_TOLERANCE_SECONDS = 15;
const decodedTokens = new Map<string, JWT>();
let decodedTokensSecret: string | undefined;

function timeClaimsHold(claims: JWT, nowSeconds: number): boolean {
  if (typeof claims.exp === "number" && claims.exp <= nowSeconds - CLOCK_TOLERANCE_SECONDS)
    return false;
  if (typeof claims.nbf === "number" && claims.nbf > nowSeconds + CLOCK_TOLERANCE_SECONDS)
    return false;
  return true;
}

async function decodeToken(token: string): Promise<JWT | null> {
  const secret = getAuthSecret();
  if (decodedTokensSecret !== secret) {
    decodedTokens.clear();
    decodedTokensSecret = secret;
  }
  const cached = decodedTokens.get(token);
  if (cached) {
    if (timeClaimsHold(cached, Math.floor(Date.now() / 1000))) return cached;
    decodedTokens.delete(token);
    return null;
  }
  let claims: JWT | null;
  try {
    claims = await decode({ token, secret });
  } catch {
    return null;
  }
  if (!claims) return null;
  // Oldest first out; a Map iterates in insertion order.
  if (decodedTokens.size >= DECODED_TOKEN_CACHE_SIZE) {
    const oldest = decodedTokens.keys().next().value;
    if (oldest !== undefined) decodedTokens.delete(oldest);
  }
  const frozen = Object.freeze({ ...claims });
  decodedTokens.set(token, frozen);
  return frozen;
}

function prepareSessionLookup(db: Database) {
  return db
    .select({
      user_id: users.user_id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      role: users.role,
      profile_image: users.profile_image,
      session_version: users.session_version,
    })
    .from(users)
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
 * Turns a token into the current user, reading the database every time: a bumped session
 * version (logout everywhere, password change, reset, role change) ends the token at once.
 */
export async function userFromToken(token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const claims = await decodeToken(token);
  if (!isSessionClaims(claims)) return null;
  return userFromClaims(claims);
}

/**
 * The current user for already-verified claims, or null when the account is gone or its session
 * version has moved on. next-auth's own session endpoint uses this too, so it cannot disagree.
 */
export async function userFromClaims(claims: SessionClaims): Promise<SessionUser | null> {
  const [row] = await sessionLookup(await getDb()).execute({ uid: claims.uid });
  if (!row || row.session_version !== claims.sv) return null;
  const { session_version: _version, ...user } = row;
  return user;
}

function tokenFromCookieHeader(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  for (const name of SESSION_COOKIE_NAMES) {
    const match = cookieHeader.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
    if (!match) continue;
    try {
      return decodeURIComponent(match.slice(name.length + 1));
    } catch {
      // A cookie that is not valid percent-encoding cannot be a token we issued: no session.
      return undefined;
    }
  }
  return undefined;
}

function tokenFromRequest(request: Request): string | undefined {
  const authorization = request.headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) return authorization.slice(7).trim();
  return tokenFromCookieHeader(request.headers.get("cookie"));
}

/** Route handlers read the session from the request itself, so they can be tested directly. */
export function getRequestUser(request: Request): Promise<SessionUser | null> {
  return userFromToken(tokenFromRequest(request));
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
