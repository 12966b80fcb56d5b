import "server-only";
import { users } from "@/server/db/schema";

/** Who a user is, as a drizzle selection: the id, the sign-in e-mail, the name and the role. */
export const userIdentityColumns = {
  user_id: users.user_id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  role: users.role,
};
