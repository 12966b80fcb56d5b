import { z } from "zod";
import { MAX_AMOUNT_POUNDS } from "@/lib/money";
import { MAX_INT4 } from "./ids";

/** Booking ids arrive as numbers from the API and as strings from query strings. */
export const bookingIdField = z.union(
  [
    z
      .number({ error: "Invalid booking session" })
      .int("Invalid booking session")
      .positive("Invalid booking session")
      .max(MAX_INT4, "Invalid booking session"),
    z
      .string()
      .regex(/^\d{1,9}$/, "Invalid booking session")
      .transform(Number),
  ],
  { error: "Invalid booking session" },
);

/** The spec's payload. `amount` (pounds) is only compared with the server's own total. */
export const createPaymentIntentSchema = z
  .object({
    booking_id: bookingIdField,
    amount: z
      .number({ error: "Amount must be a number" })
      .finite("Amount must be a number")
      .nonnegative("Amount must not be negative")
      .max(MAX_AMOUNT_POUNDS, `Amount must be at most ${MAX_AMOUNT_POUNDS}`),
    currency: z.enum(["gbp"], { error: "Currency must be gbp" }).default("gbp"),
  })
  .strict();
export type CreatePaymentIntentPayload = z.input<typeof createPaymentIntentSchema>;

export const paymentSyncSchema = z.object({ booking_id: bookingIdField }).strict();

const digitsOnly = (value: string) => value.replace(/[\s-]/g, "");

/** The built-in test provider's card form; the same messages Stripe's form shows. */
export const testCardPaymentSchema = z
  .object({
    client_secret: z
      .string({ error: "Invalid payment session" })
      .min(1, "Invalid payment session")
      .max(200, "Invalid payment session"),
    card_number: z
      .string({ error: "Your card number is incomplete." })
      .transform(digitsOnly)
      .pipe(z.string().regex(/^\d{12,19}$/, "Your card number is incomplete.")),
    expiry: z
      .string({ error: "Your card's expiration date is incomplete." })
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Your card's expiration date is incomplete."),
    cvc: z
      .string({ error: "Your card's security code is incomplete." })
      .trim()
      .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  })
  .strict();
export type TestCardPaymentPayload = z.input<typeof testCardPaymentSchema>;

/** True when an "MM/YY" expiry is this month or later. */
export function isExpiryInFuture(expiry: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return (
    year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
  );
}

/** Statuses an administrator may set; 'paid' is the server's alone. */
export const ADMIN_SETTABLE_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
export const bookingStatusUpdateSchema = z
  .object({
    status: z.enum(ADMIN_SETTABLE_STATUSES, {
      error: "Status must be one of pending, confirmed, completed or cancelled",
    }),
  })
  .strict();
