/**
 * The profile form's fields in order, apart from the schema so the profile page need not load
 * zod to list them. `profile.ts` checks at compile time that they are exactly the schema's keys.
 */
export const PROFILE_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "phone_number",
  "address",
  "city",
  "state_province",
  "zip_postal_code",
  "country",
] as const;
