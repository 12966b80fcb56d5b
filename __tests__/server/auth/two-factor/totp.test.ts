import {
  base32Decode,
  base32Encode,
  codeForStep,
  generateSecret,
  matchStep,
  otpauthUri,
  stepAt,
} from "@/server/auth/two-factor/totp";

// RFC 6238 appendix B: the ASCII secret "12345678901234567890", SHA-1, 8 digits; we use the
// last 6 digits, which is what a 6-digit generator yields for the same HMAC.
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890"));

describe("TOTP", () => {
  it("matches RFC 6238's test vectors", () => {
    expect(codeForStep(RFC_SECRET, stepAt(59_000))).toBe("287082");
    expect(codeForStep(RFC_SECRET, stepAt(1_111_111_109_000))).toBe("081804");
    expect(codeForStep(RFC_SECRET, stepAt(1_234_567_890_000))).toBe("005924");
    expect(codeForStep(RFC_SECRET, stepAt(20_000_000_000_000))).toBe("353130");
  });

  it("base32 round-trips and generates 160-bit secrets", () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(() => base32Decode("not base32!")).toThrow();
  });

  describe("drift window with an injected clock", () => {
    const secret = generateSecret();
    const now = 1_800_000_000_000;
    const step = stepAt(now);

    it.each([-1, 0, 1])("accepts a code %i step(s) away", (offset) => {
      expect(matchStep(secret, codeForStep(secret, step + offset), now)).toBe(step + offset);
    });

    it.each([-2, 2])("refuses a code %i steps away", (offset) => {
      expect(matchStep(secret, codeForStep(secret, step + offset), now)).toBeNull();
    });

    it("refuses a code whose step was already used, and older ones", () => {
      const code = codeForStep(secret, step);
      expect(matchStep(secret, code, now, step)).toBeNull();
      expect(matchStep(secret, codeForStep(secret, step - 1), now, step)).toBeNull();
      expect(matchStep(secret, codeForStep(secret, step + 1), now, step)).toBe(step + 1);
    });

    it("refuses malformed codes and tolerates spaces", () => {
      const code = codeForStep(secret, step);
      expect(matchStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
      for (const bad of ["", "12345", "1234567", "abcdef"]) {
        expect(matchStep(secret, bad, now)).toBeNull();
      }
    });
  });

  it("builds the otpauth URI authenticator apps read", () => {
    const uri = otpauthUri("JBSWY3DPEHPK3PXP", "admin@example.com", "Chauffeur Bookings");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Chauffeur%20Bookings%3Aadmin%40example\.com\?/);
    expect(new URL(uri).searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
  });
});
