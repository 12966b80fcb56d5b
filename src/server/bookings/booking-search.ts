import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { bookingReferenceFromQuery } from "@/lib/booking-reference";
import { phoneQueryForms } from "@/lib/phone-query";
import { likePattern } from "@/server/db/paging";

/**
 * The administrator's free-text search over bookings: reference, guest names, e-mail and phone,
 * pickup and dropoff, and the customer's name, e-mail and phone (copied into each booking by the
 * `customer_search` triggers), all in bookings.search_text with its trigram GIN index (migrations
 * `search_custom` and `customer_search_custom`). Besides the text, which is matched as typed:
 * - the booking id when the text is a number ("#42");
 * - the customer-visible booking reference, spaces, dashes and case ignored, matched exactly on
 *   its unique index (it is random, not derived from the id, and not in search_text);
 * - a phone number as a caller reads it ("07700 900505"), in the E.164 form phones are stored in,
 *   for each country the product serves.
 */
export function bookingSearchCondition(text: string): SQL {
  const trimmed = text.trim();
  const conditions: SQL[] = [sql`bookings.search_text ilike ${likePattern(trimmed)}`];
  const id = /^#?\d{1,9}$/.test(trimmed) ? Number(trimmed.replace("#", "")) : null;
  if (id) conditions.push(sql`bookings.booking_id = ${id}`);
  const reference = bookingReferenceFromQuery(trimmed);
  if (reference) conditions.push(sql`bookings.booking_reference = ${reference}`);
  for (const phone of phoneQueryForms(trimmed)) {
    // The raw text already covers a number typed exactly as stored.
    if (phone !== trimmed) conditions.push(sql`bookings.search_text ilike ${likePattern(phone)}`);
  }
  return conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`;
}
