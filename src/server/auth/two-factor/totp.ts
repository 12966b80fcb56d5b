import "server-only";
import { generateSecret as otpSecret, generateSync, generateURI, verifySync } from "otplib";

/**
 * TOTP through otplib (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app
 * expects). These wrappers take the clock as an argument, so the drift and replay rules are
 * testable, and keep one place that decides the window and the one-use-per-step rule.
 */

export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** ±1 step: a phone clock up to about 30 seconds off still signs in. */
export const DRIFT_STEPS = 1;

/** 20 random bytes (160 bits, RFC 4226's recommended length) as base32. */
export function generateSecret(): string {
  return otpSecret({ length: 20 });
}

export function stepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / STEP_SECONDS);
}

export function codeForStep(secret: string, step: number): string {
  return generateSync({ secret, epoch: step * STEP_SECONDS, period: STEP_SECONDS, digits: DIGITS });
}

/**
 * The time step the code matches within ±DRIFT_STEPS of `nowMs`, or null. Steps at or before
 * `lastUsedStep` are refused (otplib's afterTimeStep): a code, or an older one, already used
 * cannot be replayed.
 */
export function matchStep(
  secret: string,
  code: string,
  nowMs: number,
  lastUsedStep: number | null = null,
): number | null {
  const clean = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(clean)) return null;
  const epoch = Math.floor(nowMs / 1000);
  // otplib refuses an afterTimeStep beyond the window; such a step leaves nothing to accept.
  if (lastUsedStep !== null && lastUsedStep >= stepAt(nowMs) + DRIFT_STEPS) return null;
  const result = verifySync({
    secret,
    token: clean,
    epoch,
    period: STEP_SECONDS,
    digits: DIGITS,
    epochTolerance: DRIFT_STEPS * STEP_SECONDS,
    ...(lastUsedStep !== null ? { afterTimeStep: lastUsedStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret, period: STEP_SECONDS, digits: DIGITS });
}
