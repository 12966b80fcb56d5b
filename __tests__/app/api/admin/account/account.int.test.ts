import { and, desc, eq } from "drizzle-orm";
import { PUT as updatePassword } from "@/app/api/admin/account/password/route";
import { GET as listSessions } from "@/app/api/admin/account/sessions/route";
import { POST as revokeOthers } from "@/app/api/admin/account/sessions/revoke-others/route";
import { POST as testEmail } from "@/app/api/admin/settings/test-email/route";
import { ACCOUNT_MESSAGES, type AccountSessionView } from "@/lib/settings/account";
import { verifyPassword } from "@/server/auth/passwords";
import { issueToken, userFromToken } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { auditEvents, emailOutbox, users, type UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

async function signIn(user: UserRow, address = "203.0.113.7", userAgent = CHROME) {
  return issueToken(user, { userAgent, address });
}

const cookie = (token: string) => ({ cookie: `next-auth.session-token=${token}` });

let others: UserRow[];
beforeAll(async () => {
  others = await Promise.all([
    createUser({ role: "customer" }),
    createUser({ role: "partner" }),
    createUser({ role: "driver" }),
  ]);
});

const passwordBody = (overrides: Record<string, unknown> = {}) => ({
  currentPassword: DEFAULT_PASSWORD,
  newPassword: "a-new-admin-password",
  confirmPassword: "a-new-admin-password",
  ...overrides,
});

describe("the administrator's sessions", () => {
  it("lists live sessions with device, masked address and last seen, this one marked", async () => {
    const admin = await createUser({ role: "admin" });
    const mine = await signIn(admin);
    await signIn(admin, "198.51.100.20", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1");
    const res = await call(listSessions, {
      url: "/api/admin/account/sessions",
      headers: cookie(mine),
    });
    expect(res.status).toBe(200);
    const list = res.body.data as AccountSessionView[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const current = list.find((s) => s.current)!;
    expect(current.address_label).toBe("203.0.113.x");
    expect(current.user_agent).toMatch(/Chrome/);
    expect(new Date(current.last_seen_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(list.map((s) => s.address_label)).toContain("198.51.100.x");
    expect(JSON.stringify(list)).not.toMatch(/session_id|203\.0\.113\.7/);
  });

  it("signs out every other session and keeps this one", async () => {
    const admin = await createUser({ role: "admin" });
    const mine = await signIn(admin);
    const other = await signIn(admin, "198.51.100.21");
    const res = await call(revokeOthers, {
      method: "POST",
      url: "/api/admin/account/sessions/revoke-others",
      headers: cookie(mine),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: ACCOUNT_MESSAGES.othersSignedOut,
      data: { ended: 1 },
    });
    expect(await userFromToken(other)).toBeNull();
    expect(await userFromToken(mine)).not.toBeNull();
  });
});

describe("PUT /api/admin/account/password", () => {
  const put = (headers: Record<string, string>, body: unknown) =>
    call(updatePassword, { method: "PUT", url: "/api/admin/account/password", headers, body });

  it("checks the current password, keeps this session, ends the others, audits and e-mails", async () => {
    const admin = await createUser({ role: "admin" });
    const mine = await signIn(admin);
    const other = await signIn(admin, "198.51.100.22");
    const res = await put(cookie(mine), passwordBody());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.updated);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.user_id, admin.user_id));
    expect(await verifyPassword(row!.password_hash, "a-new-admin-password")).toBe(true);
    expect(await userFromToken(mine)).not.toBeNull();
    expect(await userFromToken(other)).toBeNull();
    const audit = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity_kind, "user"), eq(auditEvents.entity_id, String(admin.user_id))),
      );
    expect(audit.map((a) => a.action)).toEqual(["password_changed"]);
    expect(JSON.stringify(audit[0])).not.toContain("a-new-admin-password");
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, admin.email))
      .orderBy(desc(emailOutbox.email_id));
    expect(mail!.template).toBe("password-changed");
    expect(mail!.text).toContain("every other device");
  });

  it("refuses a wrong current password without changing anything", async () => {
    const admin = await createUser({ role: "admin" });
    const mine = await signIn(admin);
    const other = await signIn(admin);
    const res = await put(cookie(mine), passwordBody({ currentPassword: "not-the-password" }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.currentPassword).toBe("Current password is incorrect");
    expect(await userFromToken(other)).not.toBeNull();
  });

  it.each([
    ["currentPassword", { currentPassword: "" }, ACCOUNT_MESSAGES.currentRequired],
    [
      "newPassword",
      { newPassword: "short", confirmPassword: "short" },
      ACCOUNT_MESSAGES.newTooShort,
    ],
    ["confirmPassword", { confirmPassword: "something-else" }, ACCOUNT_MESSAGES.mismatch],
    ["confirmPassword", { confirmPassword: undefined }, ACCOUNT_MESSAGES.confirmRequired],
    [
      "newPassword",
      { newPassword: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD },
      ACCOUNT_MESSAGES.sameAsCurrent,
    ],
  ])("refuses a bad %s", async (field, overrides, message) => {
    const admin = await createUser({ role: "admin" });
    const res = await put(cookie(await signIn(admin)), passwordBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it("refuses unknown keys and malformed JSON", async () => {
    const admin = await createUser({ role: "admin" });
    const token = await signIn(admin);
    expect((await put(cookie(token), passwordBody({ userId: 1 }))).status).toBe(400);
    expect((await put(cookie(token), "{nope")).status).toBe(400);
  });
});

describe("POST /api/admin/settings/test-email", () => {
  it("sends one e-mail through the outbox adapter to the administrator and says so", async () => {
    const admin = await createUser({ role: "admin", first_name: "Grace" });
    const res = await call(testEmail, {
      method: "POST",
      url: "/api/admin/settings/test-email",
      as: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Test e-mail sent to ${admin.email}`);
    expect(res.body.data).toMatchObject({ delivered: true, adapter: "outbox", to: admin.email });
    const db = await getDb();
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, admin.email));
    expect(mail).toMatchObject({ template: "settings-test", status: "logged" });
    expect(mail!.text).toContain("Hello Grace");
  });
});

describe("authorization of the account and test e-mail endpoints", () => {
  const endpoints = [
    () => call(listSessions, { url: "/api/admin/account/sessions" }),
    () => call(revokeOthers, { method: "POST", url: "/api/admin/account/sessions/revoke-others" }),
    () =>
      call(updatePassword, {
        method: "PUT",
        url: "/api/admin/account/password",
        body: passwordBody(),
      }),
    () => call(testEmail, { method: "POST", url: "/api/admin/settings/test-email" }),
  ];
  const asUser = [
    (u: UserRow) => call(listSessions, { url: "/api/admin/account/sessions", as: u }),
    (u: UserRow) =>
      call(revokeOthers, {
        method: "POST",
        url: "/api/admin/account/sessions/revoke-others",
        as: u,
      }),
    (u: UserRow) =>
      call(updatePassword, {
        method: "PUT",
        url: "/api/admin/account/password",
        body: passwordBody(),
        as: u,
      }),
    (u: UserRow) =>
      call(testEmail, { method: "POST", url: "/api/admin/settings/test-email", as: u }),
  ];

  it("answers 401 without a session", async () => {
    for (const endpoint of endpoints) expect((await endpoint()).status).toBe(401);
  });

  it("answers 403 to customers, partners and drivers", async () => {
    for (const user of others)
      for (const endpoint of asUser) expect((await endpoint(user)).status).toBe(403);
  });
});
