/**
 * POST /api/admin/bookings: a booking an administrator takes on the phone. The ride is the public
 * booking payload (same fields, limits and messages); the customer is an existing one (by id) or
 * a new one; payment is a pay link by e-mail or money already taken offline.
 */
import { z } from "zod";
import { MAX_INT4 } from "./ids";
import { labelledText, phoneField } from "./fields";
import { emailField } from "./auth";
import { createBookingSchema } from "./booking";

export const OFFLINE_PAYMENT_METHODS = ["cash", "invoice", "account"] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

export const newCustomerSchema = z.strictObject({
  first_name: labelledText("First name", 100),
  last_name: labelledText("Last name", 100),
  email: emailField,
  phone_number: phoneField(),
});

const existingCustomerSchema = z.strictObject({
  user_id: z
    .number("Customer must be chosen")
    .int("Customer must be chosen")
    .positive("Customer must be chosen")
    .max(MAX_INT4, "Customer must be chosen"),
});

export const phoneBookingSchema = z.strictObject({
  customer: z.union([existingCustomerSchema, newCustomerSchema], {
    error: "Choose a customer or enter the new customer's name, e-mail and phone number",
  }),
  booking: createBookingSchema,
  payment: z.discriminatedUnion(
    "mode",
    [
      z.strictObject({ mode: z.literal("link") }),
      z.strictObject({
        mode: z.literal("offline"),
        method: z.enum(OFFLINE_PAYMENT_METHODS, "Method must be cash, invoice or account"),
        reference: labelledText("Reference", 100),
      }),
    ],
    { error: "Payment must be a pay link or an offline payment" },
  ),
});

export type PhoneBookingInput = z.output<typeof phoneBookingSchema>;

/** POST /api/admin/bookings/quote: the ride alone, priced before the booking is taken. */
export const phoneBookingQuoteSchema = z.strictObject({ booking: createBookingSchema });
