import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, ne, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { sessions, users } from "@/server/db/schema";
import type { Executor } from "@/server/db/types";
import { summariseUserAgent } from "./user-agent";

/*
 * Lifetimes. A booking site is visited to book or check a ride, not kept open all day: a session
 * idle for a day ends (the cookie and the row both say so), and even a busy one ends two weeks
 * after sign-in. Activity slides the idle limit forward: the row's last_seen_at at most every
 * five minutes, the cookie's expiry at most hourly (session-renewal.ts).
 */
export const SESSION_IDLE_SECONDS = 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 14 * 24 * 60 * 60;
export const SESSION_TOUCH_SECONDS = 5 * 60;
export const SESSION_RENEW_AFTER_SECONDS = 60 * 60;

export function newSessionId(): string {
  return randomBytes(16).toString("base64url");
}

/** Addresses are compared, never shown: only their hash is kept. */
export function hashAddress(address: string): string {
  return createHash("sha256").update(`login-address:${address}`).digest("hex");
}

/**
 * The address as the account's sessions list shows it: an IPv4 address without its last part
 * ("203.0.113.x"), an IPv6 one with its first four groups only. Never the full address.
 */
export function maskAddress(address: string | undefined): string {
  if (!address) return "";
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (address.includes(":")) return `${address.split(":").slice(0, 4).join(":")}::x`;
  return "";
}

/** Records a sign-in; the returned id goes into the session token as `sid`. */
export async function createSession(
  input: {
    userId: number;
    sessionVersion: number;
    userAgent?: string | null;
    address?: string;
  },
  executor?: Executor,
): Promise<string> {
  const db = executor ?? (await getDb());
  const sessionId = newSessionId();
  await db.insert(sessions).values({
    session_id: sessionId,
    user_id: input.userId,
    session_version: input.sessionVersion,
    user_agent: summariseUserAgent(input.userAgent),
    address_hash: input.address ? hashAddress(input.address) : "",
    address_label: maskAddress(input.address),
  });
  return sessionId;
}

/** Sign-out: the cookie's session ends everywhere a copy of it is. */
export async function revokeSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.session_id, sessionId), isNull(sessions.revoked_at)));
}

/** Ends the user's live sessions that `which` picks; answers how many it ended. */
async function revokeUserSessions(userId: number, which: SQL): Promise<number> {
  const db = await getDb();
  const ended = await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), which, isNull(sessions.revoked_at)))
    .returning({ session_id: sessions.session_id });
  return ended.length;
}

/** Ends every session of the user except `keepSessionId` (the one asking); answers how many. */
export async function revokeOtherSessions(userId: number, keepSessionId: string): Promise<number> {
  return revokeUserSessions(userId, ne(sessions.session_id, keepSessionId));
}

/** Ends one of the user's own sessions; another person's id changes nothing (false). */
export async function revokeOwnSession(userId: number, sessionId: string): Promise<boolean> {
  return (await revokeUserSessions(userId, eq(sessions.session_id, sessionId))) > 0;
}

/** Moves last_seen_at forward; callers do this at most every SESSION_TOUCH_SECONDS. */
export async function touchSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ last_seen_at: new Date() })
    .where(eq(sessions.session_id, sessionId));
}

export interface ActiveSession {
  session_id: string;
  created_at: Date;
  last_seen_at: Date;
  user_agent: string;
  /** The masked sign-in address ("203.0.113.x"), empty when unknown. */
  address_label: string;
  current: boolean;
}

/** The account's live sessions, most recently used first (for the account settings). */
export async function listActiveSessions(
  userId: number,
  currentSessionId?: string,
): Promise<ActiveSession[]> {
  const db = await getDb();
  const now = Date.now();
  const rows = await db
    .select({
      session_id: sessions.session_id,
      created_at: sessions.created_at,
      last_seen_at: sessions.last_seen_at,
      user_agent: sessions.user_agent,
      address_label: sessions.address_label,
    })
    .from(sessions)
    .innerJoin(users, eq(users.user_id, sessions.user_id))
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        eq(sessions.session_version, users.session_version),
        gt(sessions.last_seen_at, new Date(now - SESSION_IDLE_SECONDS * 1000)),
        gt(sessions.created_at, new Date(now - SESSION_ABSOLUTE_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(sessions.last_seen_at));
  return rows.map((row) => ({ ...row, current: row.session_id === currentSessionId }));
}

/** True when the account has signed in from this address before (login limits, authenticate.ts). */
export async function hasSignedInFrom(userId: number, address: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), eq(sessions.address_hash, hashAddress(address))))
    .limit(1);
  return row !== undefined;
}
