import "server-only";
import { AppError } from "@/server/http/errors";
import { consumeRateLimit } from "@/server/http/rate-limit";
import { readTrip, type TripRead } from "./trip-view";

/** Every answer about a trip: never cached, never leaking the address to another site. */
export const TRIP_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** One message for a wrong, expired, cancelled or guessed link, so none can be told apart. */
export const TRIP_GONE_MESSAGE =
  "This trip link is not available. Links stop working 24 hours after the ride or when the booking is cancelled.";

/**
 * Misses per caller address: a passenger's own link never misses, so only someone guessing (or
 * a stale link opened again and again) is slowed. Hits cost no write, so polling stays cheap.
 */
const MISS_LIMIT = 30;
const MISS_WINDOW_SECONDS = 10 * 60;

/**
 * The trip a token opens, or a 404 (the same for every kind of miss), counted against the
 * caller's address; past the limit the miss answers 429 instead.
 */
export async function openTrip(input: {
  token: string;
  clientAddress: string;
  now?: Date;
}): Promise<TripRead> {
  const trip = await readTrip(undefined, input.token, input.now);
  if (trip) return trip;
  await consumeRateLimit({
    key: `trip-miss:${input.clientAddress}`,
    limit: MISS_LIMIT,
    windowSeconds: MISS_WINDOW_SECONDS,
    message: "Too many trip links that do not work. Please try again later.",
  });
  throw new AppError("NOT_FOUND", TRIP_GONE_MESSAGE, { headers: { ...TRIP_HEADERS } });
}
