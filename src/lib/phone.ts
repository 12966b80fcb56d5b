import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { DEFAULT_CALLING_CODE, PHONE_CALLING_CODES, type PhoneCallingCode } from "./phone-codes";

/**
 * The one phone rule of the product. A form offers a country calling code (the spec's 44, 1, 33
 * and 49, +44 by default) beside the number; the two are combined here and stored in E.164.
 * A number typed with its own "+" prefix keeps it, so "+44 7700 900456" and "07700 900456"
 * with +44 are the same number.
 */
export {
  composePhone,
  DEFAULT_CALLING_CODE,
  PHONE_CALLING_CODES,
  type PhoneCallingCode,
} from "./phone-codes";

const MAX_PHONE_INPUT = 40;

function countryFor(callingCode: string): CountryCode | undefined {
  return PHONE_CALLING_CODES.find((option) => option.code === callingCode)?.country;
}

/**
 * E.164 for a number typed with or without its own "+" prefix, or null when it cannot be one.
 * "Possible" (the right length for its country) rather than "valid" (an allocated range): the
 * Ofcom drama range 07700 900xxx that the product's own examples use is not allocated.
 */
export function normalizePhone(
  input: string,
  callingCode: string = DEFAULT_CALLING_CODE,
): string | null {
  const text = input.trim();
  if (!text || text.length > MAX_PHONE_INPUT) return null;
  const parsed = text.startsWith("+")
    ? parsePhoneNumberFromString(text)
    : parsePhoneNumberFromString(text, countryFor(callingCode) ?? "GB");
  return parsed?.isPossible() ? parsed.number : null;
}

/** Splits a stored number back into the form's two fields (calling code, national number). */
export function splitPhone(stored: string | null | undefined): {
  callingCode: PhoneCallingCode;
  national: string;
} {
  const parsed = stored ? parsePhoneNumberFromString(stored) : undefined;
  const known = PHONE_CALLING_CODES.find((o) => o.code === parsed?.countryCallingCode);
  if (!parsed || !known) return { callingCode: DEFAULT_CALLING_CODE, national: stored ?? "" };
  return { callingCode: known.code, national: parsed.formatNational() };
}

/** A stored E.164 number for display: "+44 7700 900456". */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return "";
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}
