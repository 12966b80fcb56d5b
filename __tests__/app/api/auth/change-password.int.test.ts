import { eq } from "drizzle-orm";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { POST as changePasswordRoute } from "@/app/api/auth/reset-password/route";
import { GET as me } from "@/app/api/me/route";
import { verifyPassword } from "@/server/auth/passwords";
import { getDb } from "@/server/db/client";
import { emailOutbox, users } from "@/server/db/schema";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";
import { call } from "@test/accounts";

const url = "/api/auth/reset-password";

async function reload(userId: number) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.user_id, userId));
  return row!;
}

describe("POST /api/auth/reset-password (change while signed in)", () => {
  it("changes the session user's password, mails them, and ends every session", async () => {
    const user = await createUser();
    const res = await call(changePasswordRoute, {
      method: "POST",
      url,
      as: user,
      body: {
        userId: user.user_id,
        currentPassword: DEFAULT_PASSWORD,
        newPassword: "a-new-secret",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Your password has been successfully updated.",
    });
    const row = await reload(user.user_id);
    expect(await verifyPassword(row.password_hash, "a-new-secret")).toBe(true);
    expect(row.session_version).toBe(user.session_version + 1);
    const db = await getDb();
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, user.email));
    expect(mails.map((m) => m.template)).toEqual(["password-changed"]);
    expect((await call(me, { url: "/api/me", as: user })).body.data).toBeNull();
  });

  it("works with a Bearer token and without userId", async () => {
    const user = await createUser();
    const res = await call(changePasswordRoute, {
      method: "POST",
      url,
      as: user,
      bearer: true,
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: "bearer-secret" },
    });
    expect(res.status).toBe(200);
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const user = await createUser();
    const res = await call(changePasswordRoute, {
      method: "POST",
      url,
      as: user,
      body: { currentPassword: "wrong-password", newPassword: "a-new-secret" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Current password is incorrect");
    expect((await reload(user.user_id)).password_hash).toBe(user.password_hash);
  });

  it("answers 401 without a session", async () => {
    const res = await call(changePasswordRoute, {
      method: "POST",
      url,
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: "a-new-secret" },
    });
    expect(res.status).toBe(401);
  });

  it("answers 404 for another customer's userId and changes neither account", async () => {
    const caller = await createUser();
    const victim = await createUser();
    const res = await call(changePasswordRoute, {
      method: "POST",
      url,
      as: caller,
      body: {
        userId: victim.user_id,
        currentPassword: DEFAULT_PASSWORD,
        newPassword: "hijacked-secret",
      },
    });
    expect(res.status).toBe(404);
    expect((await reload(victim.user_id)).password_hash).toBe(victim.password_hash);
    expect((await reload(caller.user_id)).password_hash).toBe(caller.password_hash);
  });

  it.each([
    [
      { currentPassword: "12345", newPassword: "a-new-secret" },
      "currentPassword",
      "Current password is required",
    ],
    [
      { currentPassword: DEFAULT_PASSWORD, newPassword: "12345" },
      "newPassword",
      "New password must be at least 6 characters",
    ],
    [{ newPassword: "a-new-secret" }, "currentPassword", "Current password is required"],
    [
      { currentPassword: DEFAULT_PASSWORD, newPassword: 123456 },
      "newPassword",
      "New password must be at least 6 characters",
    ],
    [
      { currentPassword: DEFAULT_PASSWORD, newPassword: "a-new-secret", role: "admin" },
      "body",
      undefined,
    ],
  ])("validates %j", async (body, field, message) => {
    const user = await createUser();
    const res = await call(changePasswordRoute, { method: "POST", url, as: user, body });
    expect(res.status).toBe(400);
    if (message) expect(res.body.errors?.[field]).toBe(message);
    expect((await reload(user.user_id)).password_hash).toBe(user.password_hash);
  });

  it("rejects malformed JSON", async () => {
    const user = await createUser();
    expect(
      (await call(changePasswordRoute, { method: "POST", url, as: user, body: "{oops" })).status,
    ).toBe(400);
  });

  it("rate limits wrong current passwords", async () => {
    const user = await createUser();
    for (let i = 0; i < 10; i += 1) {
      await call(changePasswordRoute, {
        method: "POST",
        url,
        as: user,
        body: { currentPassword: "wrong-password", newPassword: "a-new-secret" },
      });
    }
    const limited = await call(changePasswordRoute, {
      method: "POST",
      url,
      as: user,
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: "a-new-secret" },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

describe("POST /api/auth/logout-all", () => {
  it("ends every existing session of the caller only", async () => {
    const user = await createUser();
    const other = await createUser();
    const res = await call(logoutAll, { method: "POST", url: "/api/auth/logout-all", as: user });
    expect(res.status).toBe(200);
    expect((await call(me, { url: "/api/me", as: user })).body.data).toBeNull();
    expect((await call(me, { url: "/api/me", as: other })).body.data).toMatchObject({
      user_id: other.user_id,
    });
    expect(
      (await call(me, { url: "/api/me", as: await reload(user.user_id) })).body.data,
    ).toMatchObject({ user_id: user.user_id });
  });

  it("answers 401 without a session and 403 cross-site", async () => {
    expect((await call(logoutAll, { method: "POST", url: "/api/auth/logout-all" })).status).toBe(
      401,
    );
    const user = await createUser();
    const cross = await call(logoutAll, {
      method: "POST",
      url: "/api/auth/logout-all",
      as: user,
      headers: { origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
    expect((await reload(user.user_id)).session_version).toBe(user.session_version);
  });
});

describe("GET /api/me", () => {
  it("answers the public fields of the signed-in user, or null", async () => {
    const user = await createUser({ first_name: "Alan", last_name: "Turing" });
    const res = await call(me, { url: "/api/me", as: user });
    expect(res.body).toMatchObject({
      success: true,
      data: {
        user_id: user.user_id,
        first_name: "Alan",
        last_name: "Turing",
        email: user.email,
        role: "customer",
        profile_image: null,
      },
    });
    expect(res.headers.get("cache-control")).toContain("no-store");
    const anonymous = await call(me, { url: "/api/me" });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toBeNull();
    const garbage = await call(me, {
      url: "/api/me",
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(garbage.body.data).toBeNull();
  });
});
