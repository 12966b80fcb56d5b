import { and, eq } from "drizzle-orm";
import { GET as read } from "@/app/api/partner/account/route";
import { PUT as changePassword } from "@/app/api/partner/account/password/route";
import { ACCOUNT_MESSAGES } from "@/lib/settings/account";
import { ACCOUNT_SETTINGS_MESSAGES as M } from "@/lib/validations/partner-account";
import { authenticate } from "@/server/auth/authenticate";
import { CURRENT_PASSWORD_WRONG } from "@/server/auth/change-password";
import { issueToken } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { auditEvents } from "@/server/db/schema";
import { call } from "@test/accounts";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";
import { createPartner } from "@test/partners";

describe("PUT /api/partner/account/password", () => {
  const put = (headers: Record<string, string>, body: unknown) =>
    call(changePassword, { method: "PUT", url: "/api/partner/account/password", body, headers });
  const cookie = (token: string) => ({ cookie: `next-auth.session-token=${token}` });
  const body = {
    currentPassword: DEFAULT_PASSWORD,
    newPassword: "new-limousine-2026",
    confirmPassword: "new-limousine-2026",
  };

  it("checks the current password, keeps this session and ends the others", async () => {
    const p = await createPartner();
    const other = await issueToken(p.user);
    const mine = await issueToken(p.user);
    const wrong = await put(cookie(mine), { ...body, currentPassword: "wrong-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: CURRENT_PASSWORD_WRONG });

    const res = await put(cookie(mine), body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.passwordUpdated);
    expect((await call(read, { headers: cookie(mine) })).status).toBe(200);
    expect((await call(read, { headers: cookie(other) })).status).toBe(401);
    await expect(
      authenticate({ email: p.user.email, password: "new-limousine-2026", address: "10.9.9.8" }),
    ).resolves.toMatchObject({ user_id: p.user.user_id });
    const db = await getDb();
    const audits = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "password_changed"),
          eq(auditEvents.entity_id, String(p.user.user_id)),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain("new-limousine");
  });

  it("answers each validation message and a malformed body with 400", async () => {
    const p = await createPartner();
    const token = await issueToken(p.user);
    const bad = await put(cookie(token), {
      currentPassword: "",
      newPassword: "short",
      confirmPassword: "",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      currentPassword: ACCOUNT_MESSAGES.currentRequired,
      newPassword: ACCOUNT_MESSAGES.newTooShort,
      confirmPassword: ACCOUNT_MESSAGES.confirmRequired,
    });
    const mismatch = await put(cookie(token), { ...body, confirmPassword: "something-else" });
    expect(mismatch.body.errors).toEqual({ confirmPassword: ACCOUNT_MESSAGES.mismatch });
    const same = await put(cookie(token), {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: DEFAULT_PASSWORD,
      confirmPassword: DEFAULT_PASSWORD,
    });
    expect(same.body.errors).toEqual({ newPassword: ACCOUNT_MESSAGES.sameAsCurrent });
    expect((await put(cookie(token), { ...body, userId: 1 })).status).toBe(400);
    expect((await put(cookie(token), "{")).status).toBe(400);
  });

  it("needs a partner session with a partner record", async () => {
    expect((await put({}, body)).status).toBe(401);
    const customer = await createUser();
    expect((await put(cookie(await issueToken(customer)), body)).status).toBe(403);
    const orphan = await createUser({ role: "partner" });
    expect((await put(cookie(await issueToken(orphan)), body)).status).toBe(404);
  });
});
