import "server-only";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { forbidden, unauthorized } from "@/server/http/errors";
import { noteRequestUser } from "@/server/http/request-context";
import { CONSOLE_PATHNAME_HEADER } from "@/lib/console-path-header";
import { homeForRole, type Role } from "@/lib/roles";
import { ADMIN_TWO_FACTOR_PATH, TWO_FACTOR_MESSAGES } from "@/lib/validations/two-factor";
import { getRequestSession, getRequestUser } from "./request-session";
import { getPageUser, type SessionUser } from "./session";
import { adminMustEnrol, isEnrolmentPath } from "./two-factor/requirement";

/*
 * A console page guards itself as well as its layout: Next.js renders a layout and its page in
 * parallel, so a layout's redirect alone still lets an RSC request stream the page's own markup.
 * Within one request the layout and the page share this one session read.
 */
const pageUser = cache(getPageUser);

/*
 * Every page and handler calls one of these. The session's role is checked against the database
 * on every request (session.ts), so a demoted account loses access at once.
 */

/**
 * An administrator who Settings requires to use 2FA and has not set it up may only set it up,
 * change their password and sign out: every other call answers 403 saying so.
 */
async function refuseUnenrolledAdmin(user: SessionUser): Promise<void> {
  if (await adminMustEnrol(user)) throw forbidden(TWO_FACTOR_MESSAGES.adminRequired);
}

/**
 * Route handlers: 401 without a session. An administrator without the 2FA Settings requires is
 * refused (403) unless the endpoint is one they need to comply (`allowUnenrolledAdmin`).
 */
export async function requireUser(
  request: Request,
  options: { allowUnenrolledAdmin?: boolean } = {},
): Promise<SessionUser> {
  const user = await getRequestUser(request);
  if (!user) throw unauthorized();
  noteRequestUser(user.user_id);
  if (!options.allowUnenrolledAdmin) await refuseUnenrolledAdmin(user);
  return user;
}

/**
 * Route handlers open to visitors that act differently for a signed-in caller (an
 * administrator's Add New Driver, a private file's reader): null when signed out. A signed-in
 * administrator without the 2FA Settings requires is refused (403) exactly as by requireUser,
 * so no administrator power is reached around the guard; `allowUnenrolledAdmin` is for the
 * endpoints that only say who is signed in. Handlers read sessions through these guards only
 * (eslint.config.mjs keeps request-session.ts inside src/server/auth).
 */
export async function optionalUser(
  request: Request,
  options: { allowUnenrolledAdmin?: boolean } = {},
): Promise<SessionUser | null> {
  const user = await getRequestUser(request);
  if (!user) return null;
  noteRequestUser(user.user_id);
  if (!options.allowUnenrolledAdmin) await refuseUnenrolledAdmin(user);
  return user;
}

/** Route handlers: 401 without a session, 403 for another role. */
export async function requireRole(request: Request, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/**
 * Route handlers acting on the caller's own sessions: the user and their session's id. `roles`
 * is one role or several; `allowUnenrolledAdmin` as for requireUser.
 */
export async function requireRoleSession(
  request: Request,
  roles: Role | Role[],
  options: { allowUnenrolledAdmin?: boolean } = {},
): Promise<{ user: SessionUser; sessionId: string }> {
  const session = await getRequestSession(request);
  if (!session) throw unauthorized();
  noteRequestUser(session.user.user_id);
  // The 2FA refusal first, as in requireRole, so such an administrator hears the one reason.
  if (!options.allowUnenrolledAdmin) await refuseUnenrolledAdmin(session.user);
  if (!([] as Role[]).concat(roles).includes(session.user.role)) throw forbidden();
  return session;
}

function signInPath(role: Role | undefined, callbackPath: string | undefined): string {
  // The console has its own sign-in page; everyone else signs in at /login.
  const page = role === "admin" ? "/admin/login" : "/login";
  return callbackPath ? `${page}?callbackUrl=${encodeURIComponent(callbackPath)}` : page;
}

/** Pages and layouts: a signed-out visitor goes to /login (back to `callbackPath` afterwards). */
export async function requirePageUser(callbackPath?: string): Promise<SessionUser> {
  const user = await pageUser();
  if (!user) redirect(signInPath(undefined, callbackPath));
  return user;
}

/**
 * Pages and layouts of one area. Signed out: to that area's sign-in page. Signed in with
 * another role: to the person's own home, so nobody learns what the area holds.
 */
export async function requirePageRole(role: Role, callbackPath?: string): Promise<SessionUser> {
  const user = await pageUser();
  if (!user) redirect(signInPath(role, callbackPath));
  if (user.role !== role) redirect(homeForRole(user.role));
  if (role === "admin") {
    // The layout passes no path; the proxy's header says which page it wraps.
    const path = callbackPath ?? (await headers()).get(CONSOLE_PATHNAME_HEADER) ?? "";
    if (!isEnrolmentPath(path) && (await adminMustEnrol(user))) redirect(ADMIN_TWO_FACTOR_PATH);
  }
  return user;
}

/**
 * Pages that exist only for administrators (diagnostics): anyone else gets the 404 page, and an
 * administrator without the 2FA Settings requires goes to set it up first.
 */
export async function requirePageAdminOrNotFound(callbackPath: string): Promise<SessionUser> {
  const user = await pageUser();
  if (!user) redirect(signInPath(undefined, callbackPath));
  if (user.role !== "admin") notFound();
  if (await adminMustEnrol(user)) redirect(ADMIN_TWO_FACTOR_PATH);
  return user;
}
