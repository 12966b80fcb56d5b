/**
 * PUT /api/bookings/{booking_id}: the console sends the whole booking object back. Every key the
 * server ever answers for a booking is accepted; only the editable ones are read (and validated
 * with the public booking schema's rules); the owner, payment state, partner and price shown are
 * accepted and never applied. A manual price comes in its own fields, with a reason.
 */
import { z } from "zod";
import { BOOKING_STATUSES } from "@/lib/booking-status";
import { EDITABLE_BOOKING_FIELDS, type EditableBookingField } from "./admin-booking-fields";

export { EDITABLE_BOOKING_FIELDS, type EditableBookingField };

/** Keys of the booking as the server answers it: accepted in the body, never applied. */
export const READ_ONLY_BOOKING_FIELDS = [
  "booking_id",
  "booking_reference",
  "leg",
  "id",
  "user_id",
  "partner_id",
  "driver_id",
  "first_name",
  "last_name",
  "email",
  "phone_number",
  "user_first_name",
  "user_last_name",
  "user_email",
  "user_phone_number",
  "price",
  "price_pence",
  "price_lines",
  // What VAT says about the price (Settings' Billing), shown in the console's details.
  "vat_label",
  "currency",
  "distance_travelled",
  "number_of_cars",
  "pickup_time_zone",
  "pickup_at",
  "cost_center",
  "payment_status",
  "payment_intent_id",
  "is_return_booking",
  "original_booking_id",
  "return_booking_id",
  "return_booking",
  "original_booking",
  "payments",
  // The UK operator record shown in the details (who received it, who drove): never edited here.
  "operator_record",
  // The customer-facing chauffeur cards, when a view that carries them is sent back.
  "chauffeurs",
  "history",
  "paid_at",
  "cancelled_at",
  "created_at",
  "updated_at",
] as const;

export const MANUAL_PRICE_REASON_REQUIRED = "A reason is required for a manual price";

const editableShape = Object.fromEntries(
  EDITABLE_BOOKING_FIELDS.map((field) => [field, z.unknown().optional()]),
) as Record<EditableBookingField, z.ZodOptional<z.ZodUnknown>>;
const readOnlyShape = Object.fromEntries(
  READ_ONLY_BOOKING_FIELDS.map((field) => [field, z.unknown().optional()]),
) as Record<(typeof READ_ONLY_BOOKING_FIELDS)[number], z.ZodOptional<z.ZodUnknown>>;

export const adminBookingEditSchema = z
  .strictObject({
    ...editableShape,
    ...readOnlyShape,
    status: z
      .enum(
        BOOKING_STATUSES,
        "Status must be one of pending, paid, confirmed, completed or cancelled",
      )
      .optional(),
    is_event: z.boolean("Event must be true or false").optional(),
    // Pounds with at most two decimals, as the dialog's price input (step 0.01).
    manual_price: z
      .number("Manual price must be a number")
      .positive("Manual price must be more than 0")
      .max(100_000, "Manual price must be at most 100000")
      .refine(
        (pounds) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6,
        "Manual price must have at most 2 decimals",
      )
      .nullable()
      .optional(),
    price_reason: z
      .string("Reason must be text")
      .trim()
      .max(500, "Reason must be at most 500 characters")
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.manual_price != null && !body.price_reason)
      ctx.addIssue({
        code: "custom",
        path: ["price_reason"],
        message: MANUAL_PRICE_REASON_REQUIRED,
      });
  });

export type AdminBookingEdit = z.output<typeof adminBookingEditSchema>;
