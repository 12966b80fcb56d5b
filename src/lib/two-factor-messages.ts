/**
 * The two-factor messages, apart from the schemas in `validations/two-factor`: the sign-in form's
 * code step needs the words but not zod, which would add about 90 kB to /login before paint.
 */
export const TWO_FACTOR_MESSAGES = {
  /** Sign-in after a correct password, for an account with 2FA on (401, two_factor_required). */
  required: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  invalid: "That code is not valid. Please try again.",
  limit: "Too many code attempts. Please try again later.",
  codeRequired: "Enter the 6-digit code from your authenticator app",
  codeFormat: "Enter the 6 digits your authenticator app shows",
  recoveryCodeRequired: "Enter one of your recovery codes",
  codeWrong: "That code is not valid or was already used. Wait for the next one and try again.",
  disableCodeRequired: "Enter a code from your authenticator app or a recovery code",
  passwordRequired: "Password is required",
  passwordWrong: "Password is incorrect",
  tooLong: "That is too long",
  alreadyOn: "Two-factor sign-in is already on. Turn it off first to set it up again.",
  notStarted: "Start the set-up again: no set-up is waiting for a code.",
  notOn: "Two-factor sign-in is not on.",
  started: "Scan the QR code, then enter the code your app shows.",
  enabled: "Two-factor sign-in is on. Save your recovery codes now: they are shown only once.",
  disabled: "Two-factor sign-in is off.",
  adminRequired:
    "Two-factor sign-in is required for administrator accounts. Set it up at /admin/settings/two-factor.",
} as const;
