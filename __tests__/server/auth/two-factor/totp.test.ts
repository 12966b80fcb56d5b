import { generateSync } from "otplib";
import {
  codeForStep,
  generateSecret,
  matchStep,
  otpauthUri,
  stepAt,
} from "@/server/auth/two-factor/totp";

// RFC 6238 appendix B: the ASCII secret "12345678901234567890" (base32 below), SHA-1, 8 digits;
// we use the last 6 digits, which is what a 6-digit generator yields for the same HMAC.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP", () => {
  it("matches RFC 6238's test vectors", () => {
    expect(codeForStep(RFC_SECRET, stepAt(59_000))).toBe("287082");
    expect(codeForStep(RFC_SECRET, stepAt(1_111_111_109_000))).toBe("081804");
    expect(codeForStep(RFC_SECRET, stepAt(1_234_567_890_000))).toBe("005924");
    expect(codeForStep(RFC_SECRET, stepAt(20_000_000_000_000))).toBe("353130");
  });

  it("agrees with otplib's own 8-digit RFC vectors and generates 160-bit base32 secrets", () => {
    expect(generateSync({ secret: RFC_SECRET, epoch: 59, digits: 8 })).toBe("94287082");
    expect(generateSync({ secret: RFC_SECRET, epoch: 2_000_000_000, digits: 8 })).toBe("69279037");
    const secret = generateSecret();
    // 20 bytes are 160 bits: 32 base32 characters without padding.
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateSecret()).not.toBe(secret);
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
      expect(matchStep(secret, codeForStep(secret, step + 1), now, step + 1)).toBeNull();
      expect(matchStep(secret, codeForStep(secret, step + 1), now, step + 5)).toBeNull();
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
    expect(uri).toMatch(/^otpauth:\/\/totp\/Chauffeur%20Bookings:admin%40example\.com\?/);
    expect(new URL(uri).searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
    expect(new URL(uri).searchParams.get("issuer")).toBe("Chauffeur Bookings");
  });
});
