/**
 * Account Settings' messages, apart from the schemas in `validations/partner-account`: the
 * e-mail verification page shows them without downloading zod.
 */
export const ACCOUNT_SETTINGS_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  phone: "Phone number is required",
  phoneFormat: "Invalid phone number format",
  companyName: "Company name is required",
  companyAddress: "Company address is required",
  tooLong: "Must be at most {max} characters",
  website: "Please enter a valid website address (https://...)",
  vatNumber: "VAT number must be GB followed by 9 or 12 digits",
  personalSaved: "Personal information saved",
  companySaved: "Company information saved",
  sameEmail: "This is already your e-mail address",
  verificationSent:
    "We sent a verification link to the new address. Your e-mail changes once you open it.",
  emailChanged: "Your e-mail address has been changed. Sign in with the new address from now on.",
  invalidLink: "This verification link is invalid or has expired. Please request a new one.",
  passwordUpdated: "Password updated. Your other sessions have been signed out.",
  partnerAdded: "Partner added. An invitation to set a password has been e-mailed.",
} as const;
