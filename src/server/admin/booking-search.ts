import "server-only";
import { sql, type SQL } from "drizzle-orm";

/** LIKE treats % and _ as wildcards and \ as the escape; a search for them means the characters. */
export function likePattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The administrator's free-text search over bookings: reference, guest names, e-mail and phone,
 * pickup and dropoff (bookings.search_text), the customer's name, e-mail and phone
 * (users.search_text), and the booking id when the text is a number. Both text columns have
 * trigram GIN indexes (migration `search_custom`); the customer branch is an array of user ids,
 * so PostgreSQL can OR two bitmap index scans instead of reading the whole table.
 */
export function bookingSearchCondition(text: string): SQL {
  const pattern = likePattern(text);
  const byText = sql`(bookings.search_text ilike ${pattern} or bookings.user_id = any(array(
    select users.user_id from users where users.search_text ilike ${pattern})))`;
  const id = /^#?\d{1,9}$/.test(text.trim()) ? Number(text.trim().replace("#", "")) : null;
  return id ? sql`(bookings.booking_id = ${id} or ${byText})` : byText;
}
