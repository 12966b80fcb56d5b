/** The account roles, as the database's user_role enum holds them. */
export const ROLES = ["customer", "admin", "driver", "partner"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

const HOME: Record<Role, string> = {
  admin: "/admin",
  driver: "/driver-dashboard",
  partner: "/partner-dashboard",
  customer: "/dashboard",
};

/** Where a person lands after signing in, and where a page of another area sends them. */
export function homeForRole(role: Role): string {
  return HOME[role];
}
