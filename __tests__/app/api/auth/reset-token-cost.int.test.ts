import { eq } from "drizzle-orm";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as resetWithToken } from "@/app/api/auth/reset-password-with-token/route";
import { hashPassword, verifyPassword } from "@/server/auth/passwords";
import { getDb } from "@/server/db/client";
import { emailOutbox, passwordResetTokens, users } from "@/server/db/schema";
import { createUser } from "@test/factories";
import { call, freshAddress } from "@test/accounts";

// The real Argon2, watched: a dead token must be refused before the expensive hash is paid for.
jest.mock("@/server/auth/passwords", () => {
  const actual =
    jest.requireActual<typeof import("@/server/auth/passwords")>("@/server/auth/passwords");
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});
const hashed = jest.mocked(hashPassword);

const url = "/api/auth/reset-password-with-token";

async function requestToken(email: string): Promise<string> {
  await call(forgot, {
    method: "POST",
    url: "/api/auth/forgot-password",
    body: { email },
    headers: freshAddress(),
  });
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to_address, email))
    .orderBy(emailOutbox.email_id);
  return decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail!.text)![1]!);
}

function reset(token: string, newPassword: string) {
  return call(resetWithToken, {
    method: "POST",
    url,
    body: { token, newPassword },
    headers: freshAddress(),
  });
}

describe("POST /api/auth/reset-password-with-token cost", () => {
  it("refuses unknown, used and expired tokens without hashing the new password", async () => {
    const user = await createUser();
    const used = await requestToken(user.email);
    expect((await reset(used, "first-new-password")).status).toBe(200);
    const expired = await requestToken(user.email);
    const db = await getDb();
    await db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.user_id, user.user_id));

    hashed.mockClear();
    for (const token of ["made-up-token", used, expired]) {
      const res = await reset(token, "never-hashed-password");
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: "Invalid or expired reset token",
        requestId: expect.any(String),
      });
    }
    expect(hashed).not.toHaveBeenCalled();
  });

  it("hashes once for a live token", async () => {
    const user = await createUser();
    const token = await requestToken(user.email);
    hashed.mockClear();
    expect((await reset(token, "brand-new-password")).status).toBe(200);
    expect(hashed).toHaveBeenCalledTimes(1);
  });

  it("lets only one of two simultaneous resets with the same token succeed", async () => {
    const user = await createUser();
    const token = await requestToken(user.email);
    const answers = await Promise.all([
      reset(token, "racer-one-password"),
      reset(token, "racer-two-password"),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? "racer-one-password" : "racer-two-password";
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.user_id, user.user_id));
    expect(await verifyPassword(row!.password_hash, winner)).toBe(true);
    expect(row!.session_version).toBe(user.session_version + 1);
  });
});
