/**
 * The partner registration's messages (spec §5), apart from the schemas in
 * `validations/partner-registration`: the step forms show them before zod has loaded (it loads
 * with the first check), so the pages do not download zod to paint.
 */
export const PARTNER_MESSAGES = {
  contactName: "Contact person name is required",
  contactEmail: "Contact email is required",
  invalidEmail: "Invalid email address",
  contactPhone: "Contact phone number is required",
  phoneFormat: "Invalid phone number format",
  companyName: "Company name is required",
  companyPhone: "Company phone number is required",
  companyAddress: "Company address is required",
  companyRegistration: "Company registration number is required",
  email: "Email is required",
  password: "Password is required",
  passwordLength: "Password must be at least 8 characters",
  confirmPassword: "Please confirm your password",
  mismatch: "Passwords do not match.",
  startOver: "Please start from the beginning of the registration process.",
  failed: "Failed to create account. Please try again.",
  // The partner is Pending: nothing is "ready to use" until the administrator approves it.
  success:
    "Registration received! Your partner account is under review; we will e-mail you once it is approved.",
  generic: "Something went wrong. Please try again.",
} as const;
