import { z } from "zod";
import { phoneField, trimmedText } from "./fields";

/**
 * Account payloads, shared by the forms and the route handlers. API schemas are strict, so a
 * client can never slip in a role, a user id or any other field the server decides.
 */

const MAX_PASSWORD = 200;

const requiredText = (message: string, max = 200) => trimmedText({ required: message, max });

export const emailField = trimmedText({
  required: "Email is required",
  max: 254,
  tooLong: "Invalid email address",
})
  .pipe(z.email("Invalid email address"))
  .transform((value) => value.toLowerCase());

export const loginSchema = z
  .object({
    email: emailField,
    password: z
      .string({ error: "Password is required" })
      .min(1, "Password is required")
      .max(MAX_PASSWORD),
    // The second factor: a 6-digit TOTP code or a recovery code, when the account has 2FA on.
    code: z.string().trim().max(32, "Code is too long").optional(),
  })
  .strict();
export type LoginInput = z.input<typeof loginSchema>;

const registerFields = {
  first_name: requiredText("First name is required", 100),
  last_name: requiredText("Last name is required", 100),
  phone_number: phoneField({
    required: "Phone number is required",
    invalid: "Invalid phone number",
  }),
  email: emailField,
  address: requiredText("Address is required"),
  city: requiredText("City is required", 100),
  state_province: requiredText("State/Province is required", 100),
  zip_postal_code: requiredText("ZIP/Postal code is required", 20),
  country: requiredText("Country is required", 100),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .min(6, "Password must be at least 6 characters")
    .max(MAX_PASSWORD, "Password is too long"),
};

/**
 * POST /api/auth/register. The booking-details variant also sends `profile_image` and
 * `role: 'customer'`; both are accepted and ignored (new accounts are always customers and
 * photos only arrive through the upload endpoint). Any other role is refused.
 */
export const registerSchema = z
  .object({
    ...registerFields,
    role: z.literal("customer", { error: "Role cannot be chosen at registration" }).optional(),
    profile_image: z.string().max(2000).nullable().optional(),
  })
  .strict();
export type RegisterInput = z.input<typeof registerSchema>;

/** The register page's form: the payload plus the confirmation, which is never sent. */
export const registerFormSchema = z
  .object({
    ...registerFields,
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailField }).strict();
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetTokenField = trimmedText({
  required: "Reset token is required",
  max: 200,
  tooLong: "Invalid or expired reset token",
});

export const validateResetTokenQuery = z.object({ token: resetTokenField });

const resetPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters long")
  .max(MAX_PASSWORD, "Password is too long");

export const resetPasswordWithTokenSchema = z
  .object({ token: resetTokenField, newPassword: resetPassword })
  .strict();

export const resetPasswordFormSchema = z
  .object({
    password: resetPassword,
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

const newPassword = z
  .string({ error: "New password must be at least 6 characters" })
  .min(6, "New password must be at least 6 characters")
  .max(MAX_PASSWORD, "Password is too long");
const currentPassword = z
  .string({ error: "Current password is required" })
  .min(6, "Current password is required")
  .max(MAX_PASSWORD, "Current password is required");

/**
 * POST /api/auth/reset-password (change while signed in). `userId` is the spec's field; the
 * server acts on the session's user and refuses any other id.
 */
export const changePasswordSchema = z
  .object({
    userId: z
      .union([z.number().int().positive(), z.string().regex(/^\d+$/, "Invalid user id")])
      .optional(),
    currentPassword,
    newPassword,
  })
  .strict();

export const changePasswordFormSchema = z
  .object({
    currentPassword,
    newPassword,
    confirmPassword: z.string().min(6, "Confirm password is required"),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
