import "server-only";
import { cache } from "react";
import { ADMIN_TWO_FACTOR_PATH } from "@/lib/validations/two-factor";
import { getDb } from "@/server/db/client";
import { readSettingsGroup } from "@/server/settings/read-settings";
import type { SessionUser } from "../session";
import { isTwoFactorEnabled } from "./store";

export interface AdminEnrolment {
  /** Settings' "Require 2FA for all administrator accounts", as the database says now. */
  required: boolean;
  /** Required and not set up: the administrator may only set it up. */
  mustEnrol: boolean;
}

/*
 * Read from the database, never from the data cache, and once per request (React's cache): the
 * console layout's guard, the page's guard and the set-up page all decide from this one answer.
 * When they read the cache instead, a stale or shared entry (another database's, written by a
 * server started from the same build) could send an administrator to the set-up page while the
 * page, or the layout around it, read the opposite: an empty frame or a redirect back. Console
 * requests are few, and the enrolment lookup runs only while the requirement is on.
 */
const readAdminEnrolment = cache(async (userId: number): Promise<AdminEnrolment> => {
  const db = await getDb();
  const { require_admin_2fa: required } = await readSettingsGroup("security", db);
  if (!required) return { required, mustEnrol: false };
  return { required, mustEnrol: !(await isTwoFactorEnabled(db, userId)) };
});

/** The requirement as it applies to this person (nobody but an administrator is held to it). */
export async function adminEnrolment(
  user: Pick<SessionUser, "user_id" | "role">,
): Promise<AdminEnrolment> {
  if (user.role !== "admin") return { required: false, mustEnrol: false };
  return readAdminEnrolment(user.user_id);
}

/**
 * Settings' "Require 2FA for all administrator accounts": an administrator without it must set
 * it up before using the console.
 */
export async function adminMustEnrol(user: Pick<SessionUser, "user_id" | "role">) {
  return (await adminEnrolment(user)).mustEnrol;
}

/** The console paths an administrator who must enrol may still open: the set-up page. */
export function isEnrolmentPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!.replace(/\/+$/, "");
  return pathname === ADMIN_TWO_FACTOR_PATH;
}
