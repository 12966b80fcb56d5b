import {
  RECOVERY_CODE_PATTERN,
  generateRecoveryCodes,
  hashRecoveryCode,
  normalizeRecoveryCode,
} from "@/server/auth/two-factor/recovery-codes";

describe("recovery codes", () => {
  it("generates ten distinct codes in the xxxxx-xxxxx format", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
  });

  it("normalises what a user types back and refuses anything else", () => {
    expect(normalizeRecoveryCode(" ABCDE-23456 ")).toBe("abcde-23456");
    expect(normalizeRecoveryCode("abcde23456")).toBe("abcde-23456");
    expect(normalizeRecoveryCode("abcde-2345")).toBeNull();
    expect(normalizeRecoveryCode("abcde-23451")).toBeNull();
  });

  it("stores a SHA-256 hash, never the code", () => {
    const hash = hashRecoveryCode("abcde-23456");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("abcde");
    expect(hashRecoveryCode("abcde-23456")).toBe(hash);
  });
});
