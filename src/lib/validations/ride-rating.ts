import { z } from "zod";
import { RATING_TAGS } from "@/lib/ratings/tags";
import { MAX_COMMENT_LENGTH, MAX_STARS, MIN_STARS } from "@/lib/ratings/rules";
import { TIP_CAP_PENCE, TIP_MIN_PENCE } from "@/lib/ratings/tips";
import { formatPence } from "@/lib/money";
import { choiceFilter, listParamsSchema } from "@/lib/list-params";

/** A customer's rating of a completed ride: the form's payload and the handler's, one schema. */
export const rideRatingSchema = z.strictObject({
  stars: z
    .number({ error: "Choose from 1 to 5 stars" })
    .int("Choose from 1 to 5 stars")
    .min(MIN_STARS, "Choose from 1 to 5 stars")
    .max(MAX_STARS, "Choose from 1 to 5 stars"),
  tags: z
    .array(z.enum(RATING_TAGS, { error: "Unknown tag" }))
    .max(RATING_TAGS.length)
    .refine((tags) => new Set(tags).size === tags.length, "Each tag once")
    .default([]),
  comment: z
    .string()
    .trim()
    .max(MAX_COMMENT_LENGTH, `At most ${MAX_COMMENT_LENGTH} characters`)
    .optional()
    .transform((value) => (value ? value : null)),
  /** Only needed when the booking had more than one car (each chauffeur is rated on its own). */
  assignment_id: z.number().int().positive().max(2_147_483_647).optional(),
});
export type RideRatingInput = z.input<typeof rideRatingSchema>;
export type RideRatingPayload = z.output<typeof rideRatingSchema>;

/**
 * The trip link holder's rating: the link names the car, so choosing another car's job (another
 * passenger's ride on the same booking) is not the holder's to send.
 */
export const tripRatingSchema = rideRatingSchema.omit({ assignment_id: true });
export type TripRatingPayload = z.output<typeof tripRatingSchema>;

/** A tip by card, in pence. */
export const rideTipSchema = z.strictObject({
  amount_pence: z
    .number({ error: "Enter the tip amount" })
    .int("Enter the tip in whole pence")
    .min(TIP_MIN_PENCE, `The smallest tip is ${formatPence(TIP_MIN_PENCE)}`)
    .max(TIP_CAP_PENCE, `The largest tip is ${formatPence(TIP_CAP_PENCE)}`),
  /** Only needed when the booking had more than one car. */
  assignment_id: z.number().int().positive().max(2_147_483_647).optional(),
});
export type RideTipPayload = z.output<typeof rideTipSchema>;

/** The operator's follow-up of a low rating: a note, and whether it is closed. */
export const feedbackFollowUpSchema = z.strictObject({
  note: z.string().trim().max(2000, "At most 2000 characters").optional(),
  close: z.boolean().default(false),
});
export type FeedbackFollowUpInput = z.input<typeof feedbackFollowUpSchema>;
export type FeedbackFollowUpPayload = z.output<typeof feedbackFollowUpSchema>;

export const FEEDBACK_STATUS_VALUES = ["open", "closed"] as const;
export type FeedbackStatusValue = (typeof FEEDBACK_STATUS_VALUES)[number];
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatusValue, string> = {
  open: "Open",
  closed: "Closed",
};

/** The order before one is chosen (newest first): the page shows it, the list reads by it. */
export const FEEDBACK_LIST_DEFAULT_SORT = { key: "created_at", direction: "desc" } as const;

/** GET /api/admin/feedback and /admin/feedback: open or closed (all by default), pages, sort. */
export const feedbackListParamsSchema = listParamsSchema({
  sorts: ["created_at", "stars"],
  filters: { status: choiceFilter(FEEDBACK_STATUS_VALUES, "Status") },
});
export type FeedbackListParams = z.output<typeof feedbackListParamsSchema>;
