/**
 * The booking reference customers see, in place of the sequential booking id (which would tell
 * anyone how many bookings the site takes and invite guessing the next one). Ten characters from
 * an alphabet without look-alikes (no 0/O, 1/I/L) give 50 random bits: unguessable, and collisions
 * stay negligible even at millions of rows (the column is unique besides). The database's default
 * (booking_reference_code() in the booking_reference_custom migration) draws from the same alphabet.
 */
export const BOOKING_REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const BOOKING_REFERENCE_LENGTH = 10;

const PATTERN = new RegExp(`^[${BOOKING_REFERENCE_ALPHABET}]{${BOOKING_REFERENCE_LENGTH}}$`);

export function newBookingReference(): string {
  const size = BOOKING_REFERENCE_ALPHABET.length;
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 31).
  const limit = 256 - (256 % size);
  let out = "";
  while (out.length < BOOKING_REFERENCE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && out.length < BOOKING_REFERENCE_LENGTH)
        out += BOOKING_REFERENCE_ALPHABET[byte % size];
    }
  }
  return out;
}

/** True for a well-formed reference (case-insensitive input is upper-cased by the caller). */
export function isBookingReference(value: string): boolean {
  return PATTERN.test(value);
}

/**
 * The reference a caller reads out or types ("hq5 bz6 9hce", "HQ5-BZ6-9HCE"), upper-cased with
 * spaces and dashes dropped, when that is a well-formed reference; null for any other text.
 */
export function bookingReferenceFromQuery(text: string): string | null {
  const compact = text.replace(/[\s-]+/g, "").toUpperCase();
  return isBookingReference(compact) ? compact : null;
}
