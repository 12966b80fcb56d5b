import { POST as adminLogin } from "@/app/api/auth/admin/login/route";
import { GET as me } from "@/app/api/me/route";
import { LOGIN_LIMITS } from "@/server/auth/authenticate";
import { userFromToken } from "@/server/auth/session";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";
import { call, freshAddress } from "@test/accounts";

const url = "/api/auth/admin/login";
const attempt = (body: unknown, headers = freshAddress()) =>
  call(adminLogin, { method: "POST", url, body, headers, ownTokenAllowed: true });

describe("POST /api/auth/admin/login", () => {
  it("answers the administrator record (no secrets) and a working bearer token", async () => {
    const admin = await createUser({ role: "admin", first_name: "Site", last_name: "Admin" });
    const res = await attempt({ email: admin.email.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toMatchObject({
      success: true,
      message: "Login successful",
      data: { user_id: admin.user_id, role: "admin", first_name: "Site", email: admin.email },
    });
    expect(res.text).not.toContain("password_hash");
    expect(res.text).not.toContain("session_version");
    const token = (res.body.data as { token: string }).token;
    expect(await userFromToken(token)).toMatchObject({ user_id: admin.user_id, role: "admin" });
    const whoAmI = await call(me, {
      url: "/api/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(whoAmI.body.data).toMatchObject({ user_id: admin.user_id });
  });

  it("answers a customer, driver or partner with the right password exactly like a wrong password", async () => {
    const admin = await createUser({ role: "admin" });
    const wrong = await attempt({ email: admin.email, password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      success: false,
      message: "Invalid email or password",
      requestId: expect.any(String),
    });
    // Only the request id differs: it names each request.
    const same = (body: object) => ({ ...body, requestId: "" });
    for (const role of ["customer", "driver", "partner"] as const) {
      const user = await createUser({ role });
      const res = await attempt({ email: user.email, password: DEFAULT_PASSWORD });
      expect(res.status).toBe(401);
      expect(same(res.body)).toEqual(same(wrong.body));
    }
    const unknown = await attempt({ email: "nobody@example.com", password: DEFAULT_PASSWORD });
    expect(unknown.status).toBe(401);
    expect(same(unknown.body)).toEqual(same(wrong.body));
  });

  it("answers 400 with field errors for each bad field and for a malformed body", async () => {
    const missingEmail = await attempt({ password: "x" });
    expect(missingEmail.status).toBe(400);
    expect(missingEmail.body.errors).toHaveProperty("email");
    const badEmail = await attempt({ email: "not-an-email", password: "x" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors?.email).toBe("Invalid email address");
    const noPassword = await attempt({ email: "a@example.com", password: "" });
    expect(noPassword.body.errors?.password).toBe("Password is required");
    const extra = await attempt({ email: "a@example.com", password: "x", role: "admin" });
    expect(extra.status).toBe(400);
    const malformed = await call(adminLogin, {
      method: "POST",
      url,
      body: "{",
      headers: freshAddress(),
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Request body must be valid JSON");
  });

  it("shares the sign-in limit per account: the attempt after the limit answers 429", async () => {
    const admin = await createUser({ role: "admin" });
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      expect((await attempt({ email: admin.email, password: "wrong-password" })).status).toBe(401);
    }
    const limited = await attempt({ email: admin.email, password: DEFAULT_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
