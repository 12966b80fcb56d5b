import type { CountryCode } from "libphonenumber-js";

/**
 * The phone field's light half: the calling codes, composing the form's value and a first split
 * of a stored number. It imports nothing from libphonenumber-js at run time, so a page with a
 * phone field does not download the library (and its metadata, ~29 kB gzipped) before it can
 * paint; the rule itself (`normalizePhone` in ./phone) loads with the form's schema.
 */
export const PHONE_CALLING_CODES = [
  { code: "44", country: "GB", label: "+44 (UK)" },
  { code: "1", country: "US", label: "+1 (US/Canada)" },
  { code: "33", country: "FR", label: "+33 (France)" },
  { code: "49", country: "DE", label: "+49 (Germany)" },
] as const satisfies readonly { code: string; country: CountryCode; label: string }[];

export type PhoneCallingCode = (typeof PHONE_CALLING_CODES)[number]["code"];
export const DEFAULT_CALLING_CODE: PhoneCallingCode = "44";

/** What a form sends: the chosen calling code and the typed number as one string. */
export function composePhone(callingCode: string, national: string): string {
  const text = national.trim();
  if (text.startsWith("+")) return text;
  return text ? `+${callingCode} ${text}` : "";
}

/**
 * A stored E.164 number split without the library: calling codes are prefix-free, so "+44…" is
 * always +44. The national part gets the trunk "0" the UK, France and Germany dial (North
 * America has none) but no grouping; `splitPhone` in ./phone formats it once that has loaded.
 * Either way the parts compose back to the same number under the phone rule.
 */
export function splitPhoneQuick(stored: string | null | undefined): {
  callingCode: PhoneCallingCode;
  national: string;
} {
  const known = stored?.startsWith("+")
    ? PHONE_CALLING_CODES.find((o) => stored.startsWith(`+${o.code}`))
    : undefined;
  if (!stored || !known || !/^\+\d+$/.test(stored)) {
    return { callingCode: DEFAULT_CALLING_CODE, national: stored ?? "" };
  }
  const rest = stored.slice(known.code.length + 1);
  return { callingCode: known.code, national: known.code === "1" ? rest : `0${rest}` };
}
