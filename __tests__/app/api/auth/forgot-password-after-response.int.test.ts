import { eq } from "drizzle-orm";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { FORGOT_PASSWORD_MESSAGE } from "@/server/auth/password-reset";
import { getDb } from "@/server/db/client";
import { emailOutbox, passwordResetTokens } from "@/server/db/schema";
import { createUser } from "@test/factories";
import { call, freshAddress } from "@test/accounts";
import { logger } from "@/server/http/logger";

// Jest has no request scope, so `after` would throw; here it keeps the tasks for the test to run,
// the way Next runs them once the response has gone.
const mockAfterTasks: (() => unknown)[] = [];
jest.mock("next/server", () => ({
  ...jest.requireActual<typeof import("next/server")>("next/server"),
  after: (task: () => unknown) => {
    mockAfterTasks.push(task);
  },
}));

async function runAfterTasks(): Promise<void> {
  for (const task of mockAfterTasks.splice(0)) await task();
}

async function outboxFor(email: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.to_address, email));
}

describe("POST /api/auth/forgot-password timing", () => {
  beforeEach(() => {
    mockAfterTasks.length = 0;
  });

  it("answers a known e-mail before the link is stored or mailed, then sends it after the response", async () => {
    const user = await createUser();
    const res = await call(forgot, {
      method: "POST",
      url: "/api/auth/forgot-password",
      body: { email: user.email },
      headers: freshAddress(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE, data: null });
    expect(await outboxFor(user.email)).toHaveLength(0);
    expect(mockAfterTasks).toHaveLength(1);

    await runAfterTasks();
    const mails = await outboxFor(user.email);
    expect(mails.map((mail) => mail.template)).toEqual(["password-reset"]);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.user_id, user.user_id)),
    ).toHaveLength(1);
  });

  it("schedules nothing for an unknown e-mail, with the same answer", async () => {
    const res = await call(forgot, {
      method: "POST",
      url: "/api/auth/forgot-password",
      body: { email: "ghost-after@example.com" },
      headers: freshAddress(),
    });
    expect(res.body).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE, data: null });
    expect(mockAfterTasks).toHaveLength(0);
  });

  it("logs a failure of the deferred work instead of losing it silently", async () => {
    const user = await createUser();
    await call(forgot, {
      method: "POST",
      url: "/api/auth/forgot-password",
      body: { email: user.email },
      headers: freshAddress(),
    });
    const db = await getDb();
    // The user disappears between the answer and the deferred insert: its foreign key fails.
    await db.execute(`delete from users where user_id = ${user.user_id}`);
    const logged = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    await runAfterTasks();
    expect(logged).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringContaining("password reset e-mail failed"),
    );
    logged.mockRestore();
  });
});
