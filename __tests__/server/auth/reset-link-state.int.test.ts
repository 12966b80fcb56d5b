import { eq } from "drizzle-orm";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { GET as validate } from "@/app/api/auth/validate-reset-token/route";
import { RESET_TOKEN_LIMITS } from "@/server/auth/password-reset";
import { resetLinkState } from "@/server/auth/reset-link-state";
import { getDb } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import { createUser } from "@test/factories";
import { call, freshAddress } from "@test/accounts";

/** Requests a reset and reads the token from the link in the e-mail, as a person would. */
async function requestToken(email: string): Promise<string> {
  const res = await call(forgot, {
    method: "POST",
    url: "/api/auth/forgot-password",
    body: { email },
    headers: freshAddress(),
  });
  expect(res.status).toBe(200);
  const db = await getDb();
  const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, email));
  const link = /\/reset-password\?token=([\w%-]+)/.exec(mails.at(-1)!.text);
  return decodeURIComponent(link![1]!);
}

describe("resetLinkState (the reset page's server-side check of its link)", () => {
  it("answers the account's e-mail for a live token, as GET validate-reset-token does", async () => {
    const user = await createUser();
    const token = await requestToken(user.email);
    expect(await resetLinkState(token, new Headers(freshAddress()))).toEqual({
      kind: "valid",
      email: user.email,
      firstPassword: false,
    });
  });

  it.each([
    ["an unknown token", "not-a-real-token"],
    ["no token", undefined],
    ["an empty token", ""],
    ["a repeated parameter", ["a", "b"]],
    ["an oversized token", "x".repeat(5000)],
  ])("shows the invalid screen for %s", async (_case, token) => {
    expect(await resetLinkState(token, new Headers(freshAddress()))).toEqual({ kind: "invalid" });
  });

  it("counts against the same per-address limit as the API, and is refused past it", async () => {
    const user = await createUser();
    const token = await requestToken(user.email);
    const headers = freshAddress();
    for (let i = 0; i < RESET_TOKEN_LIMITS.perAddress; i += 1)
      expect(await resetLinkState(`guess-${i}`, new Headers(headers))).toEqual({
        kind: "invalid",
      });
    // The live token is refused from this address now, by the page and by the API alike.
    expect(await resetLinkState(token, new Headers(headers))).toEqual({ kind: "invalid" });
    const api = await call(validate, {
      url: `/api/auth/validate-reset-token?token=${encodeURIComponent(token)}`,
      headers,
    });
    expect(api.status).toBe(429);
    // Another address is not affected.
    expect(await resetLinkState(token, new Headers(freshAddress()))).toMatchObject({
      kind: "valid",
    });
  });
});
