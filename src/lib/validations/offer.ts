/**
 * What an administrator sends to offer a booking's car to chauffeurs, and what a chauffeur sends
 * to decline one. Shared by the dispatch screen (and the driver app, a later change) and the
 * route handlers.
 */
import { z } from "zod";
import { DECLINE_REASONS } from "@/lib/dispatch/decline-reasons";
import { DISPATCH_LIMITS } from "@/lib/settings/schemas";
import { idParam, MAX_INT4 } from "./ids";

const positiveId = z.number().int().positive().max(MAX_INT4);

/** At most this many chauffeurs are offered one car at once (the first to accept gets it). */
export const MAX_OFFERS_AT_ONCE = 10;

/** The most a job can pay a chauffeur (£100,000), so a slipped digit is refused. */
export const MAX_PAY_PENCE = 10_000_000;

const { min: minSeconds, max: maxSeconds } = DISPATCH_LIMITS.offerSeconds;
const expiryMessage = `Enter a number of seconds from ${minSeconds} (1.5 minutes) to ${maxSeconds} (30 minutes)`;

export const createOffersSchema = z.strictObject({
  carNumber: z.number().int().min(1, "Must be 1 or more").max(50).default(1),
  offers: z
    .array(z.strictObject({ driverId: positiveId, vehicleId: positiveId.nullish() }), {
      error: "Choose at least one chauffeur",
    })
    .min(1, "Choose at least one chauffeur")
    .max(MAX_OFFERS_AT_ONCE, `Offer to at most ${MAX_OFFERS_AT_ONCE} chauffeurs at once`)
    .refine(
      (offers) => new Set(offers.map((offer) => offer.driverId)).size === offers.length,
      "Each chauffeur can be offered the job once",
    ),
  expiresInSeconds: z
    .int(expiryMessage)
    .min(minSeconds, expiryMessage)
    .max(maxSeconds, expiryMessage)
    .optional(),
  payPence: z
    .int("Enter the pay in whole pence")
    .min(0, "The pay cannot be negative")
    .max(MAX_PAY_PENCE, "The pay is too large")
    .optional(),
});

export type CreateOffersBody = z.output<typeof createOffersSchema>;

export const declineOfferSchema = z.strictObject({
  reason: z.enum(DECLINE_REASONS, { error: "Choose a reason from the list" }),
});

/** `/api/driver/offers/[id]/...`: the offer is the assignment row it lives in. */
export const offerIdParamsSchema = z.object({ id: idParam });
