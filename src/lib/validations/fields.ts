/**
 * Field rules shared by every schema, so a rule (and its messages) is written once.
 */
import { z } from "zod";
import { DEFAULT_CALLING_CODE, normalizePhone } from "@/lib/phone";

export interface PhoneFieldMessages {
  /** Shown when the field is missing or blank. */
  required: string;
  /** Shown when the text cannot be a phone number. */
  invalid: string;
}

const DEFAULT_PHONE_MESSAGES: PhoneFieldMessages = {
  required: "Phone number is required",
  invalid: "Invalid phone number",
};

/**
 * The product's one phone rule on top of `normalizePhone`: "+44 7700 900456", "07700 900456"
 * (read with the default +44) and "+1 416 555 0199" are accepted and stored in E.164.
 * Each schema passes the spec's messages for its form.
 */
export function phoneField(
  messages: PhoneFieldMessages = DEFAULT_PHONE_MESSAGES,
  callingCode: string = DEFAULT_CALLING_CODE,
) {
  return z
    .string(messages.required)
    .trim()
    .min(1, messages.required)
    .transform((value, ctx) => {
      const phone = normalizePhone(value, callingCode);
      if (phone) return phone;
      ctx.addIssue({ code: "custom", message: messages.invalid });
      return z.NEVER;
    });
}

/**
 * A trimmed text of `min` (1 unless given) to `max` characters. `required` answers a missing,
 * blank or too-short value; `tooLong` one over `max` (zod's own message when not given).
 */
export function trimmedText(rule: {
  required: string;
  max: number;
  min?: number;
  tooLong?: string;
}) {
  return z
    .string({ error: rule.required })
    .trim()
    .min(rule.min ?? 1, rule.required)
    .max(rule.max, rule.tooLong);
}

/** A required trimmed text whose messages name it: "Reason is required", "Reason must be at most 500 characters". */
export function labelledText(label: string, max: number) {
  return trimmedText({
    required: `${label} is required`,
    max,
    tooLong: `${label} must be at most ${max} characters`,
  });
}
