/**
 * A booking's address with the name of the place chosen for it ('The Savoy' at 'Strand, London
 * WC2R 0EZ'). The street address alone does not tell a chauffeur or a customer which door is
 * meant, so every view, e-mail and export shows them together through these helpers.
 */

export const PLACE_NAME_MAX_LENGTH = 120;

function comparable(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The name worth showing beside `address`: null when there is none or when the address already
 * says it ('Heathrow Airport' at 'Heathrow Airport (LHR), Hounslow TW6'), so no label repeats it.
 */
export function distinctPlaceName(
  name: string | null | undefined,
  address: string | null | undefined,
): string | null {
  const trimmed = name?.trim() ?? "";
  if (trimmed === "") return null;
  const key = comparable(trimmed);
  if (key === "") return null;
  const where = ` ${comparable(address ?? "")} `;
  return where.includes(` ${key} `) ? null : trimmed;
}

/** One line: 'The Savoy, Strand, London WC2R 0EZ, United Kingdom' (or the address alone). */
export function placeLabel(address: string, name?: string | null): string {
  const shown = distinctPlaceName(name, address);
  return shown ? `${shown}, ${address}` : address;
}

/** Two lines for layouts that put the name above the address; `name` is null when there is none. */
export function placeLines(
  address: string,
  name?: string | null,
): { name: string | null; address: string } {
  return { name: distinctPlaceName(name, address), address };
}

/** A booking's pickup as every view shows it. */
export function pickupLabel(booking: {
  pickup_location: string;
  pickup_place_name?: string | null;
}): string {
  return placeLabel(booking.pickup_location, booking.pickup_place_name);
}

/** A booking's dropoff as every view shows it; null for an hourly ride (no dropoff). */
export function dropoffLabel(booking: {
  dropoff_location: string | null;
  dropoff_place_name?: string | null;
}): string | null {
  return booking.dropoff_location === null
    ? null
    : placeLabel(booking.dropoff_location, booking.dropoff_place_name);
}
