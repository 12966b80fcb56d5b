import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { issueToken, userFromToken } from "@/server/auth/session";
import { getAuthSecret } from "@/server/auth/secret";
import { createSession } from "@/server/auth/session-store";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { createUser } from "@test/factories";

jest.setTimeout(30000);

// userFromToken remembers decrypted claims per token; these pin that a remembered token still
// expires on time and that the database's session version still ends it at once.
describe("userFromToken with remembered claims", () => {
  afterEach(() => jest.useRealTimers());

  it("answers the same user for a repeated token and ends it when the session version moves", async () => {
    const user = await createUser();
    const token = await issueToken(user);
    expect((await userFromToken(token))?.user_id).toBe(user.user_id);
    expect((await userFromToken(token))?.user_id).toBe(user.user_id);

    const db = await getDb();
    await db
      .update(users)
      .set({ session_version: user.session_version + 1 })
      .where(eq(users.user_id, user.user_id));
    expect(await userFromToken(token)).toBeNull();
  });

  it("refuses a remembered token once it has expired, with next-auth's 15 s tolerance", async () => {
    const user = await createUser();
    const claims = {
      sub: String(user.user_id),
      uid: user.user_id,
      role: user.role,
      sv: user.session_version,
      sid: await createSession({ userId: user.user_id, sessionVersion: user.session_version }),
      email: user.email,
    };
    const token = await encode({ token: claims, secret: getAuthSecret(), maxAge: 60 });
    expect((await userFromToken(token))?.user_id).toBe(user.user_id);

    jest.useFakeTimers({
      now: Date.now() + 70_000,
      doNotFake: ["nextTick", "setImmediate", "queueMicrotask"],
    });
    expect((await userFromToken(token))?.user_id).toBe(user.user_id);
    jest.setSystemTime(Date.now() + 10_000);
    expect(await userFromToken(token)).toBeNull();
  });

  it("never remembers a token that failed to decrypt", async () => {
    expect(await userFromToken("not-a-token")).toBeNull();
    expect(await userFromToken("not-a-token")).toBeNull();
  });
});
