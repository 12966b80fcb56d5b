/**
 * POST /api/admin/bookings: a booking an administrator takes on the phone. The ride is the public
 * booking payload (same fields, limits and messages); the customer is an existing one (by id) or
 * a new one; payment is a pay link by e-mail or money already taken offline.
 */
import { z } from "zod";
import { MAX_INT4 } from "./ids";
import { phoneField } from "./fields";
import { emailField } from "./auth";
import { createBookingSchema } from "./booking";

export const OFFLINE_PAYMENT_METHODS = ["cash", "invoice", "account"] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

const name = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const newCustomerSchema = z.strictObject({
  first_name: name("First name"),
  last_name: name("Last name"),
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
        reference: z
          .string("Reference is required")
          .trim()
          .min(1, "Reference is required")
          .max(100, "Reference must be at most 100 characters"),
      }),
    ],
    { error: "Payment must be a pay link or an offline payment" },
  ),
});

export type PhoneBookingInput = z.output<typeof phoneBookingSchema>;

/** POST /api/admin/bookings/quote: the ride alone, priced before the booking is taken. */
export const phoneBookingQuoteSchema = z.strictObject({ booking: createBookingSchema });
