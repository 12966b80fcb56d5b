import "server-only";
import { ADMIN_TWO_FACTOR_PATH } from "@/lib/validations/two-factor";
import { getDb } from "@/server/db/client";
import { getSiteSettings } from "@/server/settings/read-settings";
import type { SessionUser } from "../session";
import { isTwoFactorEnabled } from "./store";

/**
 * Settings' "Require 2FA for all administrator accounts": an administrator without it must set
 * it up before using the console. The setting is read from the cached settings, so an
 * administrator's request costs the 2FA lookup only while the requirement is on.
 */
export async function adminMustEnrol(user: Pick<SessionUser, "user_id" | "role">) {
  if (user.role !== "admin") return false;
  if (!(await getSiteSettings()).security.require_admin_2fa) return false;
  return !(await isTwoFactorEnabled(await getDb(), user.user_id));
}

/** The console paths an administrator who must enrol may still open: the set-up page. */
export function isEnrolmentPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!.replace(/\/+$/, "");
  return pathname === ADMIN_TWO_FACTOR_PATH;
}
