import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/me/route";
import { userFromToken } from "@/server/auth/session";
import { LOGIN_LIMITS } from "@/server/auth/authenticate";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";
import { call, freshAddress } from "@test/accounts";
import { createApprovedDriver } from "@test/drivers";

const url = "/api/auth/login";

describe("POST /api/auth/login", () => {
  it("answers the token and the user's public fields, and the token works as a Bearer", async () => {
    const user = await createUser({ first_name: "Grace", last_name: "Hopper" });
    const res = await call(login, {
      method: "POST",
      url,
      body: { email: user.email.toUpperCase(), password: DEFAULT_PASSWORD },
      headers: freshAddress(),
      ownTokenAllowed: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Login successful",
      data: {
        user_id: user.user_id,
        id: user.user_id,
        role: "customer",
        first_name: "Grace",
        last_name: "Hopper",
        email: user.email,
      },
    });
    const token = (res.body.data as { token: string }).token;
    expect(await userFromToken(token)).toMatchObject({ user_id: user.user_id });
    const whoAmI = await call(me, {
      url: "/api/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(whoAmI.body.data).toMatchObject({ user_id: user.user_id, email: user.email });
  });

  it("answers the role for admins and drivers", async () => {
    for (const role of ["admin", "driver"] as const) {
      // A driver signs in once approved: their account is linked to an Available driver record.
      const user =
        role === "driver" ? (await createApprovedDriver()).user : await createUser({ role });
      const res = await call(login, {
        method: "POST",
        url,
        body: { email: user.email, password: DEFAULT_PASSWORD },
        headers: freshAddress(),
        ownTokenAllowed: true,
      });
      expect((res.body.data as { role: string }).role).toBe(role);
    }
  });

  it("answers the same 401 for an unknown e-mail and a wrong password", async () => {
    const user = await createUser();
    const wrong = await call(login, {
      method: "POST",
      url,
      body: { email: user.email, password: "not-the-password" },
      headers: freshAddress(),
    });
    const unknown = await call(login, {
      method: "POST",
      url,
      body: { email: "nobody@example.com", password: "not-the-password" },
      headers: freshAddress(),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      success: false,
      message: "Invalid email or password.",
      requestId: expect.any(String),
    });
    // Only the request id differs: it names each request.
    expect({ ...unknown.body, requestId: "" }).toEqual({ ...wrong.body, requestId: "" });
  });

  it.each([
    [{ email: "", password: "x" }, "email", "Email is required"],
    [{ email: "nope", password: "x" }, "email", "Invalid email address"],
    [{ email: "a@example.com", password: "" }, "password", "Password is required"],
    [{ password: "x" }, "email", "Email is required"],
    [{ email: "a@example.com" }, "password", "Password is required"],
    [{ email: 5, password: "x" }, "email", "Email is required"],
  ])("validates %j", async (body, field, message) => {
    const res = await call(login, { method: "POST", url, body, headers: freshAddress() });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it("rejects malformed JSON and unknown keys", async () => {
    expect(
      (await call(login, { method: "POST", url, body: "{", headers: freshAddress() })).status,
    ).toBe(400);
    const extra = await call(login, {
      method: "POST",
      url,
      body: { email: "a@example.com", password: "x", role: "admin" },
      headers: freshAddress(),
    });
    expect(extra.status).toBe(400);
  });

  it("rate limits per account with 429 and Retry-After, even for the right password", async () => {
    const user = await createUser();
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      const res = await call(login, {
        method: "POST",
        url,
        body: { email: user.email, password: "wrong-password" },
        headers: freshAddress(),
      });
      expect(res.status).toBe(401);
    }
    const limited = await call(login, {
      method: "POST",
      url,
      body: { email: user.email, password: DEFAULT_PASSWORD },
      headers: freshAddress(),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many login attempts. Please try again later.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("rate limits per address across accounts", async () => {
    const headers = freshAddress();
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      await call(login, {
        method: "POST",
        url,
        body: { email: `nobody-${i}@example.com`, password: "wrong-password" },
        headers,
      });
    }
    const limited = await call(login, {
      method: "POST",
      url,
      body: { email: "another@example.com", password: "wrong-password" },
      headers,
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});
