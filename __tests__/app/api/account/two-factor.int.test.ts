import { GET as status } from "@/app/api/account/two-factor/route";
import {
  TWO_FACTOR_MESSAGES as M,
  type TwoFactorEnrolmentView,
} from "@/lib/validations/two-factor";
import { codeForStep } from "@/server/auth/two-factor/totp";
import { call } from "@test/accounts";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";
import {
  auditActions,
  begin,
  confirmWith,
  disableWith,
  nowStep,
  setupKey,
  statusOf,
  templatesSentTo,
} from "@test/two-factor";

jest.setTimeout(60_000);

describe("who may use /api/account/two-factor", () => {
  it("answers 401 without a session and 403 to customers and drivers", async () => {
    expect((await call(status, { url: "/api/account/two-factor" })).status).toBe(401);
    expect((await begin(null)).status).toBe(401);
    expect((await confirmWith(null, { code: "123456" })).status).toBe(401);
    expect((await disableWith(null, { password: "x", code: "123456" })).status).toBe(401);
    for (const role of ["customer", "driver"] as const) {
      const other = await createUser({ role });
      expect((await statusOf(other)).status).toBe(403);
      expect((await begin(other)).status).toBe(403);
      expect((await confirmWith(other, { code: "123456" })).status).toBe(403);
      expect((await disableWith(other, { password: DEFAULT_PASSWORD, code: "1" })).status).toBe(
        403,
      );
    }
  });
});

describe("setting up two-factor sign-in", () => {
  it("starts with a setup key, its otpauth URI and a QR code, and stays off until confirmed", async () => {
    const admin = await createUser({ role: "admin" });
    expect((await statusOf(admin)).body.data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required_for_admins: false,
    });
    const res = await begin(admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.started);
    const view = res.body.data as TwoFactorEnrolmentView;
    expect(view.setup_key).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(view.otpauth_uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(view.setup_key);
    expect(decodeURIComponent(uri.pathname)).toContain(admin.email);
    expect(view.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(view.qr_code.split(",")[1]!, "base64").toString()).toContain("<svg");
    expect((await statusOf(admin)).body.data).toMatchObject({ enabled: false });
    // Starting again replaces the key; only the newest one confirms.
    const second = await setupKey(admin);
    expect(second).not.toBe(view.setup_key);
    expect(await auditActions(admin.user_id)).toEqual([
      "two_factor_setup_started",
      "two_factor_setup_started",
    ]);
  });

  it("confirms with a current code: on, ten recovery codes once, audited and e-mailed", async () => {
    const partner = await createUser({ role: "partner" });
    const key = await setupKey(partner);
    const res = await confirmWith(partner, { code: codeForStep(key, nowStep()) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.enabled);
    const codes = (res.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const view = (await statusOf(partner)).body.data;
    expect(view).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(await auditActions(partner.user_id)).toContain("two_factor_enabled");
    expect(await templatesSentTo(partner.email)).toEqual(["two-factor-enabled"]);
    // Once on, it cannot be started or confirmed again without turning it off.
    expect((await begin(partner)).status).toBe(409);
    const again = await confirmWith(partner, { code: codeForStep(key, nowStep() + 1) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyOn);
  });

  it("answers each validation error, a malformed body, no set-up and a wrong code", async () => {
    const admin = await createUser({ role: "admin" });
    const missing = await confirmWith(admin, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ code: M.codeRequired });
    const blank = await confirmWith(admin, { code: "  " });
    expect(blank.body.errors).toEqual({ code: M.codeRequired });
    const letters = await confirmWith(admin, { code: "12ab56" });
    expect(letters.status).toBe(400);
    expect(letters.body.errors).toEqual({ code: M.codeFormat });
    expect((await confirmWith(admin, { code: "1234567" })).body.errors).toEqual({
      code: M.codeFormat,
    });
    const extra = await confirmWith(admin, { code: "123456", enabled: true });
    expect(extra.status).toBe(400);
    const malformed = await confirmWith(admin, "{not json");
    expect(malformed.status).toBe(400);
    const notStarted = await confirmWith(admin, { code: "123456" });
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.message).toBe(M.notStarted);
    const key = await setupKey(admin);
    const wrong = await confirmWith(admin, { code: codeForStep(key, nowStep() + 3) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ code: M.codeWrong });
    expect((await statusOf(admin)).body.data).toMatchObject({ enabled: false });
    // A clock one step off is still accepted (drift ±1), with a space in the middle.
    const drift = codeForStep(key, nowStep() - 1);
    const ok = await confirmWith(admin, { code: `${drift.slice(0, 3)} ${drift.slice(3)}` });
    expect(ok.status).toBe(200);
  });

  it("rate-limits confirmation attempts", async () => {
    const admin = await createUser({ role: "admin" });
    const key = await setupKey(admin);
    for (let i = 0; i < 10; i++) await confirmWith(admin, { code: "000000" });
    const limited = await confirmWith(admin, { code: codeForStep(key, nowStep()) });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(M.limit);
  });
});
