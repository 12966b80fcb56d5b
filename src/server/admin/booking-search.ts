import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { likePattern } from "@/server/db/paging";

/**
 * The administrator's free-text search over bookings: reference, guest names, e-mail and phone,
 * pickup and dropoff, and the customer's name, e-mail and phone (copied into each booking by the
 * `customer_search` triggers), all in bookings.search_text with its trigram GIN index (migrations
 * `search_custom` and `customer_search_custom`); and the booking id when the text is a number.
 */
export function bookingSearchCondition(text: string): SQL {
  const byText = sql`bookings.search_text ilike ${likePattern(text.trim())}`;
  const id = /^#?\d{1,9}$/.test(text.trim()) ? Number(text.trim().replace("#", "")) : null;
  return id ? sql`(bookings.booking_id = ${id} or ${byText})` : byText;
}
