/** Payment Information in Account Settings: a UK account or an IBAN, and the payout schedule. */
import { z } from "zod";
import { trimmedText } from "./fields";

export const PAYMENT_MESSAGES = {
  holder: "Please enter the account holder's name",
  sortCode: "Sort code must be 6 digits",
  accountNumber: "Account number must be 8 digits",
  iban: "Please enter a valid IBAN",
  schedule: "Payout schedule must be weekly or monthly",
  saved: "Payment information saved",
} as const;

/** ISO 13616: move the first four characters to the end, letters to numbers, mod 97 must be 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) =>
    String(c.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const holder = trimmedText({
  required: PAYMENT_MESSAGES.holder,
  max: 120,
  tooLong: PAYMENT_MESSAGES.holder,
});
const schedule = z.enum(["weekly", "monthly"], { error: PAYMENT_MESSAGES.schedule });

export const paymentInfoSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("uk"),
      account_holder: holder,
      sort_code: z
        .string({ error: PAYMENT_MESSAGES.sortCode })
        .transform((v) => v.replace(/[\s-]/g, ""))
        .pipe(z.string().regex(/^\d{6}$/, PAYMENT_MESSAGES.sortCode)),
      account_number: z
        .string({ error: PAYMENT_MESSAGES.accountNumber })
        .transform((v) => v.replace(/\s/g, ""))
        .pipe(z.string().regex(/^\d{8}$/, PAYMENT_MESSAGES.accountNumber)),
      payout_schedule: schedule,
    }),
    z.strictObject({
      kind: z.literal("iban"),
      account_holder: holder,
      iban: z
        .string({ error: PAYMENT_MESSAGES.iban })
        .transform((v) => v.replace(/\s+/g, "").toUpperCase())
        .refine(isValidIban, PAYMENT_MESSAGES.iban),
      payout_schedule: schedule,
    }),
  ],
  { error: "Choose a UK bank account or an IBAN" },
);
export type PaymentInfoInput = z.infer<typeof paymentInfoSchema>;

/** What the browser sees: never the full number. */
export interface PaymentInfoView {
  account_holder: string;
  kind: "uk" | "iban";
  masked: string;
  payout_schedule: "weekly" | "monthly";
  updated_at: string;
}

export function maskAccount(input: PaymentInfoInput): string {
  if (input.kind === "uk") {
    return `Sort code ${input.sort_code.slice(0, 2)}-••-•• · Account ••••${input.account_number.slice(-4)}`;
  }
  return `IBAN ${input.iban.slice(0, 4)} •••• ${input.iban.slice(-4)}`;
}
