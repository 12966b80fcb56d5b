import { eq } from "drizzle-orm";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as resetWithToken } from "@/app/api/auth/reset-password-with-token/route";
import { GET as validate } from "@/app/api/auth/validate-reset-token/route";
import { GET as me } from "@/app/api/me/route";
import {
  FORGOT_LIMITS,
  FORGOT_PASSWORD_MESSAGE,
  hashResetToken,
  RESET_TOKEN_LIMIT_MESSAGE,
  RESET_TOKEN_LIMITS,
} from "@/server/auth/password-reset";
import { verifyPassword } from "@/server/auth/passwords";
import { getDb } from "@/server/db/client";
import { emailOutbox, passwordResetTokens, users } from "@/server/db/schema";
import { createUser } from "@test/factories";
import { call, freshAddress } from "@test/accounts";

async function outboxFor(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to_address, email))
    .orderBy(emailOutbox.email_id);
}

/** Requests a reset and reads the token from the link in the e-mail, as a person would. */
async function requestToken(email: string): Promise<string> {
  const res = await call(forgot, {
    method: "POST",
    url: "/api/auth/forgot-password",
    body: { email },
    headers: freshAddress(),
  });
  expect(res.status).toBe(200);
  const mails = (await outboxFor(email)).filter((m) => m.template === "password-reset");
  const link = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(mails.at(-1)!.text);
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

const validateUrl = (token: string) =>
  `/api/auth/validate-reset-token?token=${encodeURIComponent(token)}`;

describe("POST /api/auth/forgot-password", () => {
  it("answers the same for a known and an unknown e-mail, and mails only the known one", async () => {
    const user = await createUser();
    const known = await call(forgot, {
      method: "POST",
      url: "/api/auth/forgot-password",
      body: { email: user.email },
      headers: freshAddress(),
    });
    const unknown = await call(forgot, {
      method: "POST",
      url: "/api/auth/forgot-password",
      body: { email: "ghost@example.com" },
      headers: freshAddress(),
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE, data: null });
    expect(unknown.body).toEqual(known.body);
    expect(await outboxFor("ghost@example.com")).toHaveLength(0);
    const [mail] = await outboxFor(user.email);
    expect(mail!.subject).toContain("Reset");
    expect(mail!.html).toContain("http://localhost:3000/reset-password?token=");
  });

  it("builds the link from the configured site URL, never from the Host header", async () => {
    const user = await createUser();
    await call(forgot, {
      method: "POST",
      url: "/api/auth/forgot-password",
      body: { email: user.email },
      headers: {
        ...freshAddress(),
        "x-forwarded-host": "evil.example",
        forwarded: "host=evil.example",
      },
    });
    const [mail] = await outboxFor(user.email);
    expect(mail!.text).not.toContain("evil.example");
    expect(mail!.text).toContain("http://localhost:3000/reset-password?token=");
  });

  it("stores only a SHA-256 of a 32-byte token, valid for one hour", async () => {
    const user = await createUser();
    const token = await requestToken(user.email);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(32);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, user.user_id));
    expect(row!.token_hash).toBe(hashResetToken(token));
    expect(row!.token_hash).not.toContain(token);
    const ttl = row!.expires_at.getTime() - row!.created_at.getTime();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it.each([
    [{ email: "" }, "Email is required"],
    [{ email: "nope" }, "Invalid email address"],
    [{}, "Email is required"],
  ])("validates %j", async (body, message) => {
    const res = await call(forgot, {
      method: "POST",
      url: "/api/auth/forgot-password",
      body,
      headers: freshAddress(),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.email).toBe(message);
  });

  it("rejects malformed JSON and unknown keys", async () => {
    expect(
      (
        await call(forgot, {
          method: "POST",
          url: "/api/auth/forgot-password",
          body: "{{",
          headers: freshAddress(),
        })
      ).status,
    ).toBe(400);
    const extra = await call(forgot, {
      method: "POST",
      url: "/api/auth/forgot-password",
      body: { email: "a@example.com", redirect: "https://evil.example" },
      headers: freshAddress(),
    });
    expect(extra.status).toBe(400);
  });

  it("rate limits per e-mail and per address with 429 and Retry-After", async () => {
    const user = await createUser();
    for (let i = 0; i < FORGOT_LIMITS.perEmail; i += 1) {
      await call(forgot, {
        method: "POST",
        url: "/api/auth/forgot-password",
        body: { email: user.email },
        headers: freshAddress(),
      });
    }
    const perEmail = await call(forgot, {
      method: "POST",
      url: "/api/auth/forgot-password",
      body: { email: user.email },
      headers: freshAddress(),
    });
    expect(perEmail.status).toBe(429);
    expect(perEmail.headers.get("retry-after")).toBeTruthy();
    const headers = freshAddress();
    for (let i = 0; i < FORGOT_LIMITS.perAddress; i += 1) {
      await call(forgot, {
        method: "POST",
        url: "/api/auth/forgot-password",
        body: { email: `someone-${i}@example.com` },
        headers,
      });
    }
    const perAddress = await call(forgot, {
      method: "POST",
      url: "/api/auth/forgot-password",
      body: { email: "else@example.com" },
      headers,
    });
    expect(perAddress.status).toBe(429);
  });
});

describe("reset with a token", () => {
  it("validates, resets, mails 'password changed', and ends old sessions", async () => {
    const user = await createUser();
    const token = await requestToken(user.email);
    const valid = await call(validate, { url: validateUrl(token) });
    expect(valid.status).toBe(200);
    expect(valid.body).toMatchObject({
      success: true,
      data: { email: user.email, first_password: false },
    });

    const res = await call(resetWithToken, {
      method: "POST",
      url: "/api/auth/reset-password-with-token",
      body: { token, newPassword: "brand-new-password" },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      "Your password has been successfully reset. You can now log in with your new password.",
    );
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.user_id, user.user_id));
    expect(await verifyPassword(row!.password_hash, "brand-new-password")).toBe(true);
    expect(row!.session_version).toBe(user.session_version + 1);
    expect((await outboxFor(user.email)).map((m) => m.template)).toEqual([
      "password-reset",
      "password-changed",
    ]);
    const oldSession = await call(me, { url: "/api/me", as: user });
    expect(oldSession.body.data).toBeNull();
  });

  it("an invited account's first password (an older /reset-password link too) sends no change alert", async () => {
    const user = await createUser({ role: "driver", password_set_at: null });
    const token = await requestToken(user.email);
    const valid = await call(validate, { url: validateUrl(token), headers: freshAddress() });
    expect(valid.body.data).toEqual({ email: user.email, first_password: true });
    const res = await call(resetWithToken, {
      method: "POST",
      url: "/api/auth/reset-password-with-token",
      body: { token, newPassword: "first-ever-password" },
      headers: freshAddress(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "Your password has been set.",
      data: { email: user.email, home: "/driver-dashboard", first_password: true },
    });
    expect((await outboxFor(user.email)).map((m) => m.template)).toEqual(["password-reset"]);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.user_id, user.user_id));
    expect(row!.password_set_at).toBeInstanceOf(Date);

    // The next reset is a change, and says so.
    const again = await requestToken(user.email);
    const second = await call(resetWithToken, {
      method: "POST",
      url: "/api/auth/reset-password-with-token",
      body: { token: again, newPassword: "second-password-1" },
      headers: freshAddress(),
    });
    expect(second.body.data).toMatchObject({ first_password: false });
    expect((await outboxFor(user.email)).map((m) => m.template)).toContain("password-changed");
  });

  it("refuses a reused token", async () => {
    const user = await createUser();
    const token = await requestToken(user.email);
    await call(resetWithToken, {
      method: "POST",
      url: "/api/auth/reset-password-with-token",
      body: { token, newPassword: "first-new-password" },
    });
    const reuse = await call(resetWithToken, {
      method: "POST",
      url: "/api/auth/reset-password-with-token",
      body: { token, newPassword: "second-new-password" },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe("Invalid or expired reset token");
    expect((await call(validate, { url: validateUrl(token) })).status).toBe(400);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.user_id, user.user_id));
    expect(await verifyPassword(row!.password_hash, "first-new-password")).toBe(true);
  });

  it("refuses an expired token", async () => {
    const user = await createUser();
    const token = await requestToken(user.email);
    const db = await getDb();
    await db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.user_id, user.user_id));
    expect((await call(validate, { url: validateUrl(token) })).status).toBe(400);
    const res = await call(resetWithToken, {
      method: "POST",
      url: "/api/auth/reset-password-with-token",
      body: { token, newPassword: "another-password" },
    });
    expect(res.status).toBe(400);
    const [row] = await db.select().from(users).where(eq(users.user_id, user.user_id));
    expect(row!.password_hash).toBe(user.password_hash);
  });

  it("voids the older token when a newer one is issued", async () => {
    const user = await createUser();
    const older = await requestToken(user.email);
    const newer = await requestToken(user.email);
    expect((await call(validate, { url: validateUrl(older) })).status).toBe(400);
    expect((await call(validate, { url: validateUrl(newer) })).status).toBe(200);
  });

  it("refuses unknown tokens and a missing token", async () => {
    const unknown = await call(validate, { url: validateUrl("made-up-token") });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      success: false,
      message: "Invalid or expired reset token",
      requestId: expect.any(String),
    });
    const missing = await call(validate, { url: "/api/auth/validate-reset-token" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.token).toBe("Reset token is required");
  });

  it.each([
    [{ token: "t", newPassword: "" }, "newPassword", "Password is required"],
    [
      { token: "t", newPassword: "1234567" },
      "newPassword",
      "Password must be at least 8 characters long",
    ],
    [{ newPassword: "long-enough-password" }, "token", "Reset token is required"],
    [{ token: "t", newPassword: 12345678 }, "newPassword", "Password is required"],
  ])("validates %j", async (body, field, message) => {
    const res = await call(resetWithToken, {
      method: "POST",
      url: "/api/auth/reset-password-with-token",
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it("rejects malformed JSON and smuggled user ids", async () => {
    expect(
      (
        await call(resetWithToken, {
          method: "POST",
          url: "/api/auth/reset-password-with-token",
          body: "nope",
        })
      ).status,
    ).toBe(400);
    const user = await createUser();
    const token = await requestToken(user.email);
    const smuggled = await call(resetWithToken, {
      method: "POST",
      url: "/api/auth/reset-password-with-token",
      body: { token, newPassword: "long-enough-password", user_id: 1 },
    });
    expect(smuggled.status).toBe(400);
    expect((await call(validate, { url: validateUrl(token) })).status).toBe(200);
  });

  it("rate limits validating and using tokens per address with 429 and Retry-After", async () => {
    const user = await createUser();
    const token = await requestToken(user.email);
    const headers = freshAddress();
    for (let i = 0; i < RESET_TOKEN_LIMITS.perAddress; i += 1) {
      const guess =
        i % 2 === 0
          ? await call(validate, { url: validateUrl(`guess-${i}`), headers })
          : await call(resetWithToken, {
              method: "POST",
              url: "/api/auth/reset-password-with-token",
              body: { token: `guess-${i}`, newPassword: "long-enough-password" },
              headers,
            });
      expect(guess.status).toBe(400);
    }
    const validateLimited = await call(validate, { url: validateUrl(token), headers });
    expect(validateLimited.status).toBe(429);
    expect(validateLimited.body).toEqual({
      success: false,
      message: RESET_TOKEN_LIMIT_MESSAGE,
      requestId: expect.any(String),
    });
    expect(Number(validateLimited.headers.get("retry-after"))).toBeGreaterThan(0);
    const resetLimited = await call(resetWithToken, {
      method: "POST",
      url: "/api/auth/reset-password-with-token",
      body: { token, newPassword: "long-enough-password" },
      headers,
    });
    expect(resetLimited.status).toBe(429);
    expect(resetLimited.headers.get("retry-after")).toBeTruthy();
    // The live token was not used up, and another address is not affected.
    expect(
      (await call(validate, { url: validateUrl(token), headers: freshAddress() })).status,
    ).toBe(200);
  });
});
