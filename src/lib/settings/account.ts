/**
 * Settings' Security section: the administrator's own password. Shared by the form and
 * PUT /api/admin/account/password. Administrator accounts see everyone's data, so a new
 * password is at least 8 characters (the partner rule) rather than the customers' 6.
 */
import { z } from "zod";

export const ACCOUNT_MESSAGES = {
  currentRequired: "Current password is required",
  newTooShort: "New password must be at least 8 characters",
  tooLong: "Password is too long",
  confirmRequired: "Please confirm the new password",
  mismatch: "Passwords do not match",
  sameAsCurrent: "The new password must differ from the current one",
  updated: "Password updated. Your other sessions have been signed out.",
  othersSignedOut: "Other sessions signed out",
} as const;

const M = ACCOUNT_MESSAGES;
const MAX_PASSWORD = 128;

export const adminPasswordSchema = z
  .strictObject({
    currentPassword: z
      .string(M.currentRequired)
      .min(1, M.currentRequired)
      .max(MAX_PASSWORD, M.tooLong),
    newPassword: z.string(M.newTooShort).min(8, M.newTooShort).max(MAX_PASSWORD, M.tooLong),
    confirmPassword: z
      .string(M.confirmRequired)
      .min(1, M.confirmRequired)
      .max(MAX_PASSWORD, M.tooLong),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: M.mismatch,
    path: ["confirmPassword"],
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: M.sameAsCurrent,
    path: ["newPassword"],
  });
export type AdminPasswordInput = z.input<typeof adminPasswordSchema>;

/** One of the account's active sessions as the API answers it (never the session's id). */
export interface AccountSessionView {
  user_agent: string;
  address_label: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}
