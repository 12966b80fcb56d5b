import "server-only";
import type { UserRow } from "@/server/db/schema";

/** The fields of a user any answer may carry; the hash and session version never leave. */
export function toPublicUser(row: UserRow) {
  return {
    user_id: row.user_id,
    id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    address: row.address,
    city: row.city,
    state_province: row.state_province,
    zip_postal_code: row.zip_postal_code,
    country: row.country,
    role: row.role,
    profile_image: row.profile_image,
    created_at: row.created_at.toISOString(),
  };
}

export type PublicUser = ReturnType<typeof toPublicUser>;
