import { z } from "zod";
import { phoneField, trimmedText } from "./fields";
import type { PROFILE_FIELDS } from "./profile-fields";

// The spec gives one message for the profile's phone, whatever is wrong with it.
const PHONE_MESSAGE = "Phone number must be at least 10 digits";

/** The nine profile fields (spec §5); the only ones PUT /api/users/{user_id} may change. */
export const profileSchema = z
  .object({
    first_name: trimmedText({
      required: "First name must be at least 2 characters",
      min: 2,
      max: 100,
    }),
    last_name: trimmedText({
      required: "Last name must be at least 2 characters",
      min: 2,
      max: 100,
    }),
    email: z
      .string({ error: "Invalid email address" })
      .trim()
      .max(254, "Invalid email address")
      .pipe(z.email("Invalid email address"))
      .transform((value) => value.toLowerCase()),
    phone_number: phoneField({ required: PHONE_MESSAGE, invalid: PHONE_MESSAGE }),
    address: trimmedText({ required: "Address must be at least 5 characters", min: 5, max: 200 }),
    city: trimmedText({ required: "City is required", min: 2, max: 100 }),
    state_province: trimmedText({ required: "State/Province is required", min: 2, max: 100 }),
    zip_postal_code: trimmedText({ required: "ZIP/Postal code is required", min: 3, max: 20 }),
    country: trimmedText({ required: "Country is required", min: 2, max: 100 }),
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
