import "server-only";
import type { BookingDraftState } from "@/lib/booking-draft";
import { quoteRequestBody, type DraftQuote } from "@/lib/quote-request-body";
import { quoteRequestSchema } from "@/lib/validations/quote";
import { logger } from "@/server/http/logger";
import { quoteRide } from "./quote-ride";

/**
 * The class page's prices, worked out while the server renders it, for a draft (from its checked
 * cookie copy) whose places have coordinates: the same request the browser would POST to
 * /api/quote, through the same schema and pricing. Null when the draft lacks coordinates (the
 * browser looks them up first) or the ride is refused: the browser then asks as before and shows
 * the reason.
 */
export async function quoteForStoredDraft(storedDraft: string | null): Promise<DraftQuote | null> {
  if (!storedDraft) return null;
  const draft = JSON.parse(storedDraft) as BookingDraftState;
  const pickup = draft.pickupCoordinates;
  const dropoff = draft.bookingType === "point_to_point" ? draft.dropoffCoordinates : undefined;
  if (!pickup || (draft.bookingType === "point_to_point" && !dropoff)) return null;
  const parsed = quoteRequestSchema.safeParse(quoteRequestBody(draft, pickup, dropoff));
  if (!parsed.success) return null;
  try {
    return { quote: await quoteRide(parsed.data), pickup, dropoff };
  } catch (error) {
    logger.warn({ err: error }, "class page: no quote while rendering; the browser asks again");
    return null;
  }
}
