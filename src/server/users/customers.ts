import "server-only";
import { sql } from "drizzle-orm";
import { phoneQueryForms } from "@/lib/phone-query";
import { getDb } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { likePattern } from "@/server/db/paging";

/**
 * Up to 10 customers whose name, e-mail or phone contains the text (trigram index). A number as
 * a caller reads it ("07700 900505") is also looked for in the E.164 form phones are stored in.
 */
export async function findCustomers(text: string) {
  const db = await getDb();
  const patterns = [text.trim(), ...phoneQueryForms(text)].map(
    (pattern) => sql`search_text ilike ${likePattern(pattern)}`,
  );
  const result = await db.execute(sql`
    select user_id, first_name, last_name, email, phone_number from users
    where role = 'customer' and (${sql.join(patterns, sql` or `)})
    order by last_name, first_name, user_id limit 10`);
  return rowsOf<{
    user_id: number;
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string;
  }>(result);
}
