import { eq } from "drizzle-orm";
import { PUT as updatePassword } from "@/app/api/admin/account/password/route";
import { GET as readSessions } from "@/app/api/admin/account/sessions/route";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { GET as listBookings } from "@/app/api/bookings/route";
import { GET as readSettings } from "@/app/api/admin/settings/route";
import { PUT as saveGroup } from "@/app/api/admin/settings/[key]/route";
import { POST as confirm } from "@/app/api/account/two-factor/confirm/route";
import { GET as status } from "@/app/api/account/two-factor/route";
import { POST as start } from "@/app/api/account/two-factor/start/route";
import {
  TWO_FACTOR_MESSAGES as M,
  type TwoFactorEnrolmentView,
} from "@/lib/validations/two-factor";
import { codeForStep, stepAt } from "@/server/auth/two-factor/totp";
import { issueToken } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { auditEvents, type UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";

jest.setTimeout(60_000);

const requireForAdmins = (as: UserRow, on: boolean) =>
  call(saveGroup, {
    method: "PUT",
    url: "/api/admin/settings/security",
    params: { key: "security" as const },
    body: { require_admin_2fa: on },
    as,
  });

async function enrol(user: UserRow) {
  const begun = await call(start, {
    method: "POST",
    url: "/api/account/two-factor/start",
    as: user,
  });
  expect(begun.status).toBe(200);
  const key = (begun.body.data as TwoFactorEnrolmentView).setup_key;
  const res = await call(confirm, {
    method: "POST",
    url: "/api/account/two-factor/confirm",
    body: { code: codeForStep(key, stepAt(Date.now())) },
    as: user,
  });
  expect(res.status).toBe(200);
}

describe("Settings: require 2FA for all administrator accounts", () => {
  it("is off by default, validated, audited; then an admin without 2FA may only enrol", async () => {
    const first = await createUser({ role: "admin" });
    const second = await createUser({ role: "admin" });
    const partner = await createUser({ role: "partner" });
    await enrol(first);
    const bad = await call(saveGroup, {
      method: "PUT",
      url: "/api/admin/settings/security",
      params: { key: "security" as const },
      body: { require_admin_2fa: "yes" },
      as: first,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("require_admin_2fa");
    expect((await requireForAdmins(partner, true)).status).toBe(403);
    const saved = await requireForAdmins(first, true);
    expect(saved.status).toBe(200);
    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, "security"));
    expect(audit!.changes).toEqual({ require_admin_2fa: { old: false, new: true } });

    // The enrolled administrator carries on.
    expect((await call(readSettings, { url: "/api/admin/settings", as: first })).status).toBe(200);
    // The other one is refused everywhere in the console API, saying why...
    const refused = await call(readSettings, { url: "/api/admin/settings", as: second });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.adminRequired);
    const sessions = await call(readSessions, { url: "/api/admin/account/sessions", as: second });
    expect(sessions.status).toBe(403);
    // Endpoints open to every signed-in person refuse such an administrator too...
    const bookings = await call(listBookings, { url: "/api/bookings", as: second });
    expect(bookings.status).toBe(403);
    // ...while changing the password stays possible (one thought known should not wait)...
    const token = await issueToken(second, { userAgent: "jest", address: "203.0.113.9" });
    const changed = await call(updatePassword, {
      method: "PUT",
      url: "/api/admin/account/password",
      headers: { cookie: `next-auth.session-token=${token}` },
      body: {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: "another-admin-password",
        confirmPassword: "another-admin-password",
      },
    });
    expect(changed.status).toBe(200);
    // ...and so does signing out everywhere.
    const spare = await createUser({ role: "admin" });
    expect(
      (await call(logoutAll, { method: "POST", url: "/api/auth/logout-all", as: spare })).status,
    ).toBe(200);
    // ...but may see and complete the set-up, and then goes on.
    const view = await call(status, { url: "/api/account/two-factor", as: second });
    expect(view.body.data).toMatchObject({ enabled: false, required_for_admins: true });
    await enrol(second);
    expect((await call(readSettings, { url: "/api/admin/settings", as: second })).status).toBe(200);
    // Partners are not affected by the administrators' rule.
    const partnerView = await call(status, { url: "/api/account/two-factor", as: partner });
    expect(partnerView.body.data).toMatchObject({ required_for_admins: false });

    // Turning the rule off lets an administrator without 2FA back in.
    const third = await createUser({ role: "admin" });
    expect((await call(readSettings, { url: "/api/admin/settings", as: third })).status).toBe(403);
    expect((await requireForAdmins(first, false)).status).toBe(200);
    expect((await call(readSettings, { url: "/api/admin/settings", as: third })).status).toBe(200);
  });
});
