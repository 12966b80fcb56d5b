import { TWO_FACTOR_MESSAGES as M } from "@/lib/validations/two-factor";
import { codeForStep } from "@/server/auth/two-factor/totp";
import { DEFAULT_PASSWORD } from "@test/factories";
import {
  auditActions,
  confirmWith,
  disableWith,
  enrolled,
  nowStep,
  setupKey,
  statusOf,
  templatesSentTo,
} from "@test/two-factor";

jest.setTimeout(60_000);

describe("turning two-factor sign-in off", () => {
  it("answers each validation error and a malformed body", async () => {
    const { user } = await enrolled("admin");
    const empty = await disableWith(user, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      password: M.passwordRequired,
      code: M.disableCodeRequired,
    });
    const long = await disableWith(user, { password: DEFAULT_PASSWORD, code: "1".repeat(33) });
    expect(long.body.errors).toEqual({ code: M.tooLong });
    expect((await disableWith(user, { password: "x", code: "1", user_id: 1 })).status).toBe(400);
    expect((await disableWith(user, "[")).status).toBe(400);
    expect((await statusOf(user)).body.data).toMatchObject({ enabled: true });
  });

  it("refuses a wrong password, a wrong code and the code already used to confirm", async () => {
    const { user, key, used } = await enrolled("partner");
    const badPassword = await disableWith(user, {
      password: "not-the-password",
      code: codeForStep(key, nowStep() + 1),
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.errors).toEqual({ password: M.passwordWrong });
    const reused = await disableWith(user, { password: DEFAULT_PASSWORD, code: used });
    expect(reused.status).toBe(400);
    expect(reused.body.errors).toEqual({ code: M.codeWrong });
    const wrong = await disableWith(user, { password: DEFAULT_PASSWORD, code: "abcde-fghij" });
    expect(wrong.body.errors).toEqual({ code: M.codeWrong });
    expect((await statusOf(user)).body.data).toMatchObject({ enabled: true });
  });

  it("turns it off with the password and a fresh code: audited, e-mailed, 409 when already off", async () => {
    const { user, key } = await enrolled("admin");
    const res = await disableWith(user, {
      password: DEFAULT_PASSWORD,
      code: codeForStep(key, nowStep() + 1),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.disabled);
    expect((await statusOf(user)).body.data).toMatchObject({
      enabled: false,
      recovery_codes_left: 0,
    });
    expect(await auditActions(user.user_id)).toEqual(
      expect.arrayContaining(["two_factor_enabled", "two_factor_disabled"]),
    );
    expect(await templatesSentTo(user.email)).toEqual([
      "two-factor-enabled",
      "two-factor-disabled",
    ]);
    const again = await disableWith(user, { password: DEFAULT_PASSWORD, code: "123456" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.notOn);
  });

  it("accepts a recovery code instead, once", async () => {
    const { user, codes } = await enrolled("partner");
    const res = await disableWith(user, { password: DEFAULT_PASSWORD, code: codes[4]! });
    expect(res.status).toBe(200);
    // Set up again: the old recovery codes are gone.
    const key = await setupKey(user);
    await confirmWith(user, { code: codeForStep(key, nowStep()) });
    const old = await disableWith(user, { password: DEFAULT_PASSWORD, code: codes[5]! });
    expect(old.status).toBe(400);
    expect(old.body.errors).toEqual({ code: M.codeWrong });
  });
});
