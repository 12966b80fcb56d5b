/**
 * What an administrator sends to give a booking's car to a chauffeur, and to take it back. Shared
 * by the dispatch screen's form (a later change) and the route handlers.
 */
import { z } from "zod";
import { FITS_SHOWN, FITS_SHOWN_MAX } from "@/lib/dispatch/suggestion-types";
import { idParam } from "./ids";

const instant = z.iso
  .datetime({ offset: true, error: "Give a date and time with its offset" })
  .transform((value) => new Date(value));

const positiveId = z.number().int().positive().max(2_147_483_647);

export const assignDriverSchema = z
  .strictObject({
    carNumber: z.number().int().min(1, "Must be 1 or more").max(50).default(1),
    driverId: z.number({ error: "Choose a chauffeur" }).pipe(positiveId),
    vehicleId: positiveId.nullish(),
    // Both default to the booking's job window (pickup to estimated end).
    startsAt: instant.optional(),
    endsAt: instant.optional(),
    // An unpaid, pending booking is assigned only when the administrator confirms it is on account.
    accountJob: z.boolean("Must be true or false").optional(),
    payPence: z
      .int("Give a whole number of pence")
      .min(0, "Cannot be negative")
      .max(10_000_000, "At most 10,000,000 pence")
      .optional(),
  })
  .refine(
    (body) => !body.startsAt || !body.endsAt || body.endsAt.getTime() > body.startsAt.getTime(),
    {
      path: ["endsAt"],
      message: "Must be after the start",
      // Only once every field parsed: with a malformed time the values are not Dates yet.
      when: (payload) => payload.issues.length === 0,
    },
  );

export type AssignDriverBody = z.output<typeof assignDriverSchema>;

export const unassignSchema = z.strictObject({
  reason: z.string().trim().min(1, "Give a reason").max(500, "At most 500 characters"),
});
export type UnassignInput = z.input<typeof unassignSchema>;

/** The car of a booking the suggestions are for: `?car=2`, the first car by default. */
const FITS_MESSAGE = `Chauffeurs who fit must be a whole number from 1 to ${FITS_SHOWN_MAX}`;

export const suggestionsQuerySchema = z.object({
  car: z.coerce
    .number("Give a car number")
    .int("Give a whole car number")
    .min(1, "Must be 1 or more")
    .max(50, "At most 50")
    .default(1),
  /** How many of those who fit are sent, the best ranked first. */
  fits: z
    .string()
    .regex(/^\d{1,4}$/, FITS_MESSAGE)
    .transform(Number)
    .refine((count) => count >= 1 && count <= FITS_SHOWN_MAX, FITS_MESSAGE)
    .default(FITS_SHOWN),
});

export const assignmentIdParamsSchema = z.object({ id: idParam });
