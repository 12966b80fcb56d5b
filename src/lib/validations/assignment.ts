/**
 * What an administrator sends to give a booking's car to a chauffeur, and to take it back. Shared
 * by the dispatch screen's form (a later change) and the route handlers.
 */
import { z } from "zod";
import { idParam } from "./ids";

const instant = z.iso
  .datetime({ offset: true, error: "Give a date and time with its offset" })
  .transform((value) => new Date(value));

const positiveId = z.number().int().positive().max(2_147_483_647);

export const assignDriverSchema = z
  .strictObject({
    carNumber: z.number().int().min(1, "Must be 1 or more").max(50).default(1),
    driverId: positiveId,
    vehicleId: positiveId.nullish(),
    startsAt: instant,
    endsAt: instant,
  })
  .refine((body) => body.endsAt.getTime() > body.startsAt.getTime(), {
    path: ["endsAt"],
    message: "Must be after the start",
    // Only once every field parsed: with a malformed time the values are not Dates yet.
    when: (payload) => payload.issues.length === 0,
  });

export type AssignDriverBody = z.output<typeof assignDriverSchema>;

export const unassignSchema = z.strictObject({
  reason: z.string().trim().min(1, "Give a reason").max(500, "At most 500 characters"),
});

export const assignmentIdParamsSchema = z.object({ id: idParam });
