import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { COUNTRIES } from "./countries";

/** The regions a number without its "+" prefix is read in: every country the product serves. */
export const SERVED_PHONE_REGIONS: readonly CountryCode[] = Object.values(COUNTRIES).map(
  (country) => country.isoCode,
);

// Digits with the punctuation people type between them; fewer than seven digits is an id, a
// postcode or part of an address rather than a phone number.
const PHONE_LIKE = /^\+?[\d\s().-]+$/;
const MIN_DIGITS = 7;

/**
 * The E.164 forms a phone-like search text can stand for, as phones are stored: "07700 900505"
 * is +447700900505 in the UK; "(416) 555-0123" is +14165550123 in Canada and the US. A number
 * typed with "+" has one form. "Possible" (the right length), not "valid", as in the phone rule
 * (lib/phone.ts): the product's own examples use unallocated drama ranges. Empty when the text is
 * not phone-like.
 */
export function phoneQueryForms(
  text: string,
  regions: readonly CountryCode[] = SERVED_PHONE_REGIONS,
): string[] {
  const trimmed = text.trim();
  if (!PHONE_LIKE.test(trimmed) || trimmed.replace(/\D/g, "").length < MIN_DIGITS) return [];
  const forms = new Set<string>();
  for (const region of trimmed.startsWith("+") ? [undefined] : regions) {
    const parsed = parsePhoneNumberFromString(trimmed, region);
    if (parsed?.isPossible()) forms.add(parsed.number);
  }
  return [...forms];
}
