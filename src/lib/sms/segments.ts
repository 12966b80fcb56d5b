/**
 * How an SMS body will travel: GSM-7 (160 characters in one message, 153 per part when split)
 * or UCS-2 as soon as one character is outside GSM-7 (70, then 67 per part). Characters of the
 * GSM-7 extension table (€, [, ], {, }, \, ~, ^, |, form feed) take two units each.
 */
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENDED = "\f^{}\\[~]|€";

const BASIC = new Set(GSM7_BASIC);
const EXTENDED = new Set(GSM7_EXTENDED);

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SmsSize {
  encoding: SmsEncoding;
  /** Septets for GSM-7 (extension characters count two), UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
  /** Units still free in the last segment. */
  remaining: number;
}

export const SINGLE_SEGMENT_LIMIT: Record<SmsEncoding, number> = { "GSM-7": 160, "UCS-2": 70 };
const MULTI_SEGMENT_LIMIT: Record<SmsEncoding, number> = { "GSM-7": 153, "UCS-2": 67 };

function gsm7Units(body: string): number | null {
  let units = 0;
  for (const character of body) {
    if (BASIC.has(character)) units += 1;
    else if (EXTENDED.has(character)) units += 2;
    else return null;
  }
  return units;
}

export function smsSize(body: string): SmsSize {
  const septets = gsm7Units(body);
  const encoding: SmsEncoding = septets === null ? "UCS-2" : "GSM-7";
  const units = septets ?? body.length;
  if (units === 0)
    return { encoding, units, segments: 0, remaining: SINGLE_SEGMENT_LIMIT[encoding] };
  const perSegment =
    units <= SINGLE_SEGMENT_LIMIT[encoding]
      ? SINGLE_SEGMENT_LIMIT[encoding]
      : MULTI_SEGMENT_LIMIT[encoding];
  const segments = Math.ceil(units / perSegment);
  return { encoding, units, segments, remaining: segments * perSegment - units };
}

// Typographic characters that phones and editors insert and that would force UCS-2 (70 a part).
const PLAIN_EQUIVALENTS: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00a0": " ",
};

/** Replaces curly quotes, dashes and ellipses with GSM-7 equivalents so a message stays in one part. */
export function toGsm7Friendly(body: string): string {
  return body.replace(
    /[\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u00a0]/g,
    (c) => PLAIN_EQUIVALENTS[c] ?? c,
  );
}
