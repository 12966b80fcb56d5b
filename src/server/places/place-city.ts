import "server-only";

/**
 * The town an address lies in, read the way Google's geocoder names the locality. Index
 * addresses follow `<name or street>, <town> <postcode>, <country>` (UK) or
 * `<name or street>, <town>, <province> <postcode>, <country>` (Canada, US), so the town is the
 * part before the province code, or the last part with its postcode removed.
 */
const PROVINCE_PART = /^[A-Z]{2}(\s|$)/;
const UK_POSTCODE_TAIL = /\s+[A-Z]{1,2}\d[A-Z\d]?(\s*\d[A-Z]{2}|\s+\d)?$/;

export function cityFromAddress(address: string): string | null {
  const parts = address
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  parts.pop(); // the country
  if (parts.length === 0) return null;
  const last = parts[parts.length - 1] ?? "";
  if (PROVINCE_PART.test(last)) return parts.length > 1 ? (parts[parts.length - 2] ?? null) : null;
  const town = last.replace(UK_POSTCODE_TAIL, "").trim();
  return town === "" ? null : town;
}

interface AddressComponent {
  long_name: string;
  types: string[];
}

/** Google's own locality (postal town in the UK, where the locality is often a village). */
export function cityFromGoogle(components: readonly AddressComponent[] | undefined): string | null {
  const find = (type: string) => components?.find((c) => c.types.includes(type))?.long_name;
  return find("locality") ?? find("postal_town") ?? null;
}
