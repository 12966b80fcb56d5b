import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import { lazyResolver } from "@/components/ui/lazy-resolver";
import type { ApiFieldErrors } from "@/lib/api-client";

/** The tip form's fields: a preset's pence (or "custom"), and the pounds typed for "custom". */
export interface TipValues {
  choice: string;
  custom: string;
}

export const CUSTOM_TIP = "custom";
export const TIP_FIELDS = ["choice", "custom"] as const;

/** "12.50" → 1250; anything else (more than two decimals, letters) → null. */
export function poundsInputToPence(text: string): number | null {
  const match = /^\s*£?\s*(\d{1,4})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** The pence the form's values mean, or null while they mean none. */
export function tipPenceOf(values: TipValues): number | null {
  if (values.choice === CUSTOM_TIP) return poundsInputToPence(values.custom);
  return Number(values.choice) || null;
}

/** The field showing the amount's message: the pounds typed, or the preset chosen. */
const amountField = (values: TipValues): keyof TipValues =>
  values.choice === CUSTOM_TIP ? "custom" : "choice";

/**
 * The server's field errors (`amount_pence`, the payload's name) on the form's own fields, for
 * applyFieldErrors.
 */
export function tipFieldErrors(errors: ApiFieldErrors, values: TipValues): ApiFieldErrors {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors))
    mapped[key === "amount_pence" ? amountField(values) : key] ??= message;
  return mapped;
}

/**
 * Checks the payload the values make (`{ amount_pence }`) with the handler's own schema (loaded
 * on the first submit), after the two things only the form can get wrong: no choice, and pounds
 * that are not an amount.
 */
export const tipResolver: Resolver<TipValues> = lazyResolver<TipValues, unknown, TipValues>(
  async () => {
    const { rideTipSchema } = await import("@/lib/validations/ride-rating");
    return async (values) => {
      const fail = (name: keyof TipValues, message: string) => ({
        values: {},
        errors: { [name]: { type: "validation", message } as FieldError } as FieldErrors<TipValues>,
      });
      if (!values.choice) return fail("choice", "Choose a tip");
      const pence = tipPenceOf(values);
      if (pence === null) return fail(amountField(values), "Enter an amount in pounds, e.g. 12.50");
      const parsed = rideTipSchema.safeParse({ amount_pence: pence });
      if (parsed.success) return { values, errors: {} };
      return fail(amountField(values), parsed.error.issues[0]!.message);
    };
  },
);
