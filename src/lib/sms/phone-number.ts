import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

export interface SmsRecipient {
  e164: string;
  /** ISO 3166 country of the number, when libphonenumber can tell it. */
  country: CountryCode | null;
}

/**
 * A recipient in E.164, or null when the input cannot be a phone number. A number without "+"
 * is read as British (the operator's home market). "Possible" rather than "valid", as in
 * lib/phone.ts: the unallocated 07700 900xxx drama range is used by the product's examples.
 */
export function smsRecipient(
  input: string,
  defaultCountry: CountryCode = "GB",
): SmsRecipient | null {
  const text = input.trim();
  if (!text || text.length > 40) return null;
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  if (!parsed?.isPossible()) return null;
  // A possible but unallocated +44 number (the drama range) has no country of its own; +44 is
  // the UK's, and the Crown Dependencies sharing it follow the UK's rules for senders.
  const country = parsed.country ?? (parsed.countryCallingCode === "44" ? "GB" : null);
  return { e164: parsed.number, country };
}

/** Alphanumeric sender ids: 1-11 characters, letters, digits and spaces, at least one letter. */
export function isAlphanumericSender(from: string): boolean {
  return /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/.test(from);
}

// Countries whose networks deliver alphanumeric sender ids without pre-registration. The US and
// Canada refuse them (a long code, toll-free or short code is required there), so the number is
// used for those and for anywhere not listed.
const ALPHANUMERIC_SENDER_COUNTRIES: ReadonlySet<string> = new Set([
  "GB",
  "IE",
  "FR",
  "DE",
  "ES",
  "IT",
  "NL",
  "BE",
  "AU",
]);

/**
 * The sender for a recipient's country: the configured name where the country allows one,
 * otherwise the number. Null: no sender can reach this country (a name alone, to the US).
 */
export function chooseSender(
  senders: { from: string; fromNumber: string | null },
  country: CountryCode | null,
): string | null {
  if (!isAlphanumericSender(senders.from)) return senders.from;
  if (country && ALPHANUMERIC_SENDER_COUNTRIES.has(country)) return senders.from;
  return senders.fromNumber;
}
