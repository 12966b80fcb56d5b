import { z } from "zod";
import { phoneField } from "./fields";
import type { PROFILE_FIELDS } from "./profile-fields";

// The spec gives one message for the profile's phone, whatever is wrong with it.
const PHONE_MESSAGE = "Phone number must be at least 10 digits";

/** The nine profile fields (spec §5); the only ones PUT /api/users/{user_id} may change. */
export const profileSchema = z
  .object({
    first_name: z
      .string({ error: "First name must be at least 2 characters" })
      .trim()
      .min(2, "First name must be at least 2 characters")
      .max(100),
    last_name: z
      .string({ error: "Last name must be at least 2 characters" })
      .trim()
      .min(2, "Last name must be at least 2 characters")
      .max(100),
    email: z
      .string({ error: "Invalid email address" })
      .trim()
      .max(254, "Invalid email address")
      .pipe(z.email("Invalid email address"))
      .transform((value) => value.toLowerCase()),
    phone_number: phoneField({ required: PHONE_MESSAGE, invalid: PHONE_MESSAGE }),
    address: z
      .string({ error: "Address must be at least 5 characters" })
      .trim()
      .min(5, "Address must be at least 5 characters")
      .max(200),
    city: z.string({ error: "City is required" }).trim().min(2, "City is required").max(100),
    state_province: z
      .string({ error: "State/Province is required" })
      .trim()
      .min(2, "State/Province is required")
      .max(100),
    zip_postal_code: z
      .string({ error: "ZIP/Postal code is required" })
      .trim()
      .min(3, "ZIP/Postal code is required")
      .max(20),
    country: z
      .string({ error: "Country is required" })
      .trim()
      .min(2, "Country is required")
      .max(100),
  })
  .strict();

export type ProfileInput = z.input<typeof profileSchema>;
export { PROFILE_FIELDS } from "./profile-fields";

// Fails to compile when the list and the schema disagree (a field added to one but not the other).
type ListedField = (typeof PROFILE_FIELDS)[number];
export const PROFILE_FIELDS_MATCH_SCHEMA: [
  Exclude<keyof ProfileInput, ListedField> | Exclude<ListedField, keyof ProfileInput>,
] extends [never]
  ? true
  : never = true;
