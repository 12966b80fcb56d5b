import { eq, sql } from "drizzle-orm";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { GET as me } from "@/app/api/me/route";
import { issueToken, userFromToken } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { createUser } from "@test/factories";
import { call } from "@test/accounts";

async function reload(userId: number) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.user_id, userId));
  return row!;
}

describe("a session cookie that is not valid percent-encoding", () => {
  it.each(["%E0%A4%A", "%", "abc%zz"])("is no session, not a server error (%s)", async (value) => {
    const headers = { cookie: `next-auth.session-token=${value}` };
    const anonymous = await call(me, { url: "/api/me", headers });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toBeNull();
    const required = await call(logoutAll, {
      method: "POST",
      url: "/api/auth/logout-all",
      headers,
    });
    expect(required.status).toBe(401);
    expect(required.body).toEqual({
      success: false,
      message: "Authentication required",
      requestId: expect.any(String),
    });
  });
});

// The trigger lives in the database, so every writer (admin screens, scripts, psql) ends sessions.
describe("a role change", () => {
  it("ends every token issued before it, whoever makes the change", async () => {
    const user = await createUser();
    const token = await issueToken(user);
    expect(await userFromToken(token)).toMatchObject({ user_id: user.user_id, role: "customer" });

    const db = await getDb();
    await db.execute(sql`update users set role = 'admin' where user_id = ${user.user_id}`);

    expect(await userFromToken(token)).toBeNull();
    const viaBearer = await call(me, {
      url: "/api/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaBearer.body.data).toBeNull();
    const promoted = await reload(user.user_id);
    expect(promoted.role).toBe("admin");
    expect(promoted.session_version).toBe(user.session_version + 1);
    // A token issued after the change works, with the new role.
    expect((await call(me, { url: "/api/me", as: promoted })).body.data).toMatchObject({
      user_id: user.user_id,
      role: "admin",
    });
  });

  it("is only a real change: the same role again, or other fields, keep sessions", async () => {
    const user = await createUser({ role: "driver" });
    const token = await issueToken(user);
    const db = await getDb();
    await db.execute(sql`update users set role = 'driver' where user_id = ${user.user_id}`);
    await db.update(users).set({ first_name: "Renamed" }).where(eq(users.user_id, user.user_id));
    expect((await reload(user.user_id)).session_version).toBe(user.session_version);
    expect(await userFromToken(token)).toMatchObject({
      user_id: user.user_id,
      first_name: "Renamed",
    });
  });

  it("touches only the changed user's sessions", async () => {
    const changed = await createUser();
    const bystander = await createUser();
    const db = await getDb();
    await db.update(users).set({ role: "partner" }).where(eq(users.user_id, changed.user_id));
    expect(await userFromToken(await issueToken(changed))).toBeNull();
    expect(await userFromToken(await issueToken(bystander))).toMatchObject({
      user_id: bystander.user_id,
    });
  });
});
