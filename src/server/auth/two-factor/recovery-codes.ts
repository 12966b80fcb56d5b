import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * Ten single-use recovery codes, shown once. Each is 10 base32 characters from the CSPRNG
 * (50 bits), written `xxxxx-xxxxx`. They are stored as SHA-256, not Argon2: with 50 random
 * bits (and sign-in attempts rate-limited) a fast hash cannot be brute-forced from a dump in any
 * useful time, and a lookup by hash lets consumption be one compare-and-set UPDATE.
 */

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => ALPHABET[b & 31]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and a missing dash do not matter when the user types it back. */
export function normalizeRecoveryCode(input: string): string | null {
  const clean = input.toLowerCase().replace(/[\s-]/g, "");
  if (!/^[a-z2-7]{10}$/.test(clean)) return null;
  return `${clean.slice(0, 5)}-${clean.slice(5)}`;
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}
