/**
 * Two-factor sign-in payloads and messages, shared by the Security panel, the sign-in forms and
 * the handlers under /api/account/two-factor. Strict schemas: unknown keys are refused.
 */
import { z } from "zod";
import { TWO_FACTOR_MESSAGES } from "@/lib/two-factor-messages";

export { TWO_FACTOR_MESSAGES };

const M = TWO_FACTOR_MESSAGES;

/** Confirming the set-up: a current 6-digit code (a space in the middle is allowed). */
export const confirmTwoFactorSchema = z.strictObject({
  code: z
    .string(M.codeRequired)
    .trim()
    .min(1, M.codeRequired)
    .regex(/^\d{3}\s?\d{3}$/, M.codeFormat),
});
export type ConfirmTwoFactorInput = z.input<typeof confirmTwoFactorSchema>;

/** The sign-in's second step with a recovery code instead of the app's (the app's: as above). */
export const signInRecoveryCodeSchema = z.strictObject({
  code: z
    .string(M.recoveryCodeRequired)
    .trim()
    .min(1, M.recoveryCodeRequired)
    .max(32, M.recoveryCodeRequired),
});

/** Turning it off: the password and a code from the app, or a recovery code. */
export const disableTwoFactorSchema = z.strictObject({
  password: z.string(M.passwordRequired).min(1, M.passwordRequired).max(200, M.tooLong),
  code: z.string(M.disableCodeRequired).trim().min(1, M.disableCodeRequired).max(32, M.tooLong),
});
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorSchema>;

/** GET /api/account/two-factor */
export interface TwoFactorStatusView {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
  /** Administrators only: whether Settings requires 2FA for every administrator account. */
  required_for_admins: boolean;
}

/** POST /api/account/two-factor/start: what the authenticator app needs. */
export interface TwoFactorEnrolmentView {
  /** The base32 secret, shown as text for typing into an app (apps call it the "setup key"). */
  setup_key: string;
  otpauth_uri: string;
  /** The QR code as an SVG data URL, for an <img>. */
  qr_code: string;
}

/** POST /api/account/two-factor/confirm: the ten recovery codes, shown once. */
export interface TwoFactorConfirmView {
  recovery_codes: string[];
}

/** The console page administrators without 2FA are sent to when Settings requires it. */
export const ADMIN_TWO_FACTOR_PATH = "/admin/settings/two-factor";
