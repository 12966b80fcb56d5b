import "server-only";

import { COUNTRY_CODES, type CountryCode } from "@/lib/countries";

import data from "./place-index-data.json";

/** The offline index's entries, checked once when the module loads (see ./README.md). */

export const PLACE_KINDS = ["airport", "station", "landmark", "town"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface OfflinePlace {
  readonly id: string;
  readonly country: CountryCode;
  readonly kind: PlaceKind;
  readonly name: string;
  readonly address: string;
  readonly lat: number;
  readonly lng: number;
  readonly tz: string;
  readonly aliases?: readonly string[];
}

/** What the address field shows and sends back; mirrors a Google autocomplete result. */
export interface PlaceSuggestion {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly lat: number;
  readonly lng: number;
}

export interface ResolvedPlace extends PlaceSuggestion {
  readonly tz: string;
  /**
   * The place's own name as this lookup knows it ('The Savoy'), or null when the lookup only
   * geocoded an address and cannot vouch for a name (Google geocoding).
   */
  readonly placeName: string | null;
  /** The town the place lies in (names the hourly ride area); null when unknown. */
  readonly city: string | null;
}

// ---------------------------------------------------------------------------------------------
// Loading. The JSON is hand-edited, so a malformed entry should fail loudly at startup rather
// than surface as NaN distances or a wrong country's suggestions later.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function invalid(index: number, field: string): never {
  throw new Error(`place-index-data.json entry #${index}: missing or invalid "${field}"`);
}

function readString(entry: Record<string, unknown>, field: string, index: number): string {
  const value = entry[field];
  return typeof value === "string" && value.trim() !== "" ? value : invalid(index, field);
}

function readNumber(entry: Record<string, unknown>, field: string, index: number): number {
  const value = entry[field];
  return typeof value === "number" && Number.isFinite(value) ? value : invalid(index, field);
}

function isCountry(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

function isKind(value: string): value is PlaceKind {
  return (PLACE_KINDS as readonly string[]).includes(value);
}

function parseEntry(raw: unknown, index: number): OfflinePlace {
  if (!isRecord(raw)) invalid(index, "entry");
  const country = readString(raw, "country", index);
  const kind = readString(raw, "kind", index);
  if (!isCountry(country)) invalid(index, "country");
  if (!isKind(kind)) invalid(index, "kind");
  const lat = readNumber(raw, "lat", index);
  const lng = readNumber(raw, "lng", index);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) invalid(index, "lat/lng");

  const rawAliases = raw.aliases;
  let aliases: readonly string[] | undefined;
  if (rawAliases !== undefined) {
    if (!Array.isArray(rawAliases)) invalid(index, "aliases");
    aliases = rawAliases.map((alias: unknown) =>
      typeof alias === "string" && alias.trim() !== "" ? alias : invalid(index, "aliases"),
    );
  }

  return {
    id: readString(raw, "id", index),
    country,
    kind,
    name: readString(raw, "name", index),
    address: readString(raw, "address", index),
    lat,
    lng,
    tz: readString(raw, "tz", index),
    ...(aliases ? { aliases } : {}),
  };
}

const rawEntries: readonly unknown[] = data;

/** Every place in the index, in file order (curated: most important first within a kind). */
export const OFFLINE_PLACES: readonly OfflinePlace[] = rawEntries.map(parseEntry);
