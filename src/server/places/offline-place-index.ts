import "server-only";

import { COUNTRY_CODES, type CountryCode } from "@/lib/countries";
import { DEFAULT_AIRPORTS } from "@/lib/default-airports";
import {
  OFFLINE_PLACES,
  PLACE_KINDS,
  type OfflinePlace,
  type PlaceSuggestion,
  type ResolvedPlace,
} from "./offline-place-data";
import { cityFromAddress } from "./place-city";

export {
  OFFLINE_PLACES,
  PLACE_KINDS,
  type OfflinePlace,
  type PlaceKind,
  type PlaceSuggestion,
  type ResolvedPlace,
} from "./offline-place-data";

/**
 * Offline place index: the fallback for address suggestions and geocoding when no Google key
 * is configured. It carries coordinates and time zones so distance-based prices and local
 * pickup times work without any network call. See ./README.md for the data's provenance.
 */

// ---------------------------------------------------------------------------------------------
// Normalisation, precomputed once per entry so each keystroke only does plain string scans.

const COMBINING_MARKS = /[\u0300-\u036f]/g;
// Apostrophes are dropped rather than turned into spaces so "kings cross" matches "King's Cross".
const APOSTROPHES = /['\u2018\u2019`]/g;
const NON_ALPHANUMERIC = /[^a-z0-9]+/g;
// Google and users disagree on the country suffix ("UK" vs "United Kingdom"); it never helps
// tell two places apart within a country, so exact address matching ignores it.
const COUNTRY_SUFFIX =
  / (united kingdom|uk|great britain|gb|canada|usa|us|united states( of america)?)$/;

function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase()
    .replace(APOSTROPHES, "")
    .replace(NON_ALPHANUMERIC, " ")
    .trim();
}

function addressKey(normalized: string): string {
  return normalized.replace(COUNTRY_SUFFIX, "");
}

interface IndexedPlace {
  readonly place: OfflinePlace;
  readonly order: number;
  readonly kindOrder: number;
  /** Normalised name followed by normalised aliases: all the labels a user might type. */
  readonly labels: readonly string[];
  /** The labels with a leading space, so a word-prefix test is a single `includes`. */
  readonly paddedLabels: readonly string[];
  readonly address: string;
  /** Labels and address together, for the every-word fallback. */
  readonly haystack: string;
}

const indexedById = new Map<string, IndexedPlace>();
const indexedByCountry = new Map<CountryCode, IndexedPlace[]>();
const byAddressKey = new Map<CountryCode, Map<string, IndexedPlace>>();
const byLabel = new Map<CountryCode, Map<string, IndexedPlace[]>>();

for (const country of COUNTRY_CODES) {
  indexedByCountry.set(country, []);
  byAddressKey.set(country, new Map());
  byLabel.set(country, new Map());
}

OFFLINE_PLACES.forEach((place, order) => {
  if (indexedById.has(place.id)) throw new Error(`place-index-data.json: duplicate id ${place.id}`);
  const labels = [place.name, ...(place.aliases ?? [])].map(normalize);
  const address = normalize(place.address);
  const indexed: IndexedPlace = {
    place,
    order,
    kindOrder: PLACE_KINDS.indexOf(place.kind),
    labels,
    paddedLabels: labels.map((label) => ` ${label}`),
    address,
    haystack: `${labels.join(" ")} ${address}`,
  };
  indexedById.set(place.id, indexed);
  indexedByCountry.get(place.country)?.push(indexed);

  const addresses = byAddressKey.get(place.country);
  const key = addressKey(address);
  // First entry wins so a later duplicate cannot silently change what an address resolves to.
  if (addresses && !addresses.has(key)) addresses.set(key, indexed);

  const labelMap = byLabel.get(place.country);
  for (const label of new Set(labels)) {
    const existing = labelMap?.get(label);
    if (existing) existing.push(indexed);
    else labelMap?.set(label, [indexed]);
  }
});

// ---------------------------------------------------------------------------------------------
// Ranking. Lower is better; null means no match.

const RANK_EXACT = 0; // the whole query is the name, an alias or an IATA code
const RANK_PREFIX = 1; // name/alias starts with the query
const RANK_WORD_PREFIX = 2; // some word of the name/alias starts with the query
const RANK_NAME_SUBSTRING = 3;
const RANK_ADDRESS_SUBSTRING = 4;
const RANK_ALL_WORDS = 5; // multi-word query whose words all occur somewhere ("kings cross london")

function rankPlace(entry: IndexedPlace, query: string, words: readonly string[]): number | null {
  if (entry.labels.includes(query)) return RANK_EXACT;
  if (entry.labels.some((label) => label.startsWith(query))) return RANK_PREFIX;
  const paddedQuery = ` ${query}`;
  if (entry.paddedLabels.some((label) => label.includes(paddedQuery))) return RANK_WORD_PREFIX;
  if (entry.labels.some((label) => label.includes(query))) return RANK_NAME_SUBSTRING;
  if (entry.address.includes(query)) return RANK_ADDRESS_SUBSTRING;
  if (words.length > 1 && words.every((word) => entry.haystack.includes(word))) {
    return RANK_ALL_WORDS;
  }
  return null;
}

interface RankedPlace {
  readonly entry: IndexedPlace;
  readonly rank: number;
}

/** Airports first at equal rank (the product's main use), then the curated file order. */
function compareRanked(a: RankedPlace, b: RankedPlace): number {
  return a.rank - b.rank || a.entry.kindOrder - b.entry.kindOrder || a.entry.order - b.entry.order;
}

function rankAll(country: CountryCode, normalizedQuery: string): RankedPlace[] {
  const words = normalizedQuery.split(" ");
  const ranked: RankedPlace[] = [];
  for (const entry of indexedByCountry.get(country) ?? []) {
    const rank = rankPlace(entry, normalizedQuery, words);
    if (rank !== null) ranked.push({ entry, rank });
  }
  return ranked.sort(compareRanked);
}

function toSuggestion({ id, name, address, lat, lng }: OfflinePlace): PlaceSuggestion {
  return { id, name, address, lat, lng };
}

function toResolved(place: OfflinePlace): ResolvedPlace {
  return {
    ...toSuggestion(place),
    tz: place.tz,
    city: cityFromAddress(place.address),
    placeName: place.name,
  };
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * Suggestions for the address field, restricted to one country. Case- and accent-insensitive.
 * An empty query yields the country's default airports so a focused empty field is useful.
 */
export function searchOfflinePlaces(
  country: CountryCode,
  query: string,
  limit = 8,
): PlaceSuggestion[] {
  const max = Math.max(0, Math.floor(limit));
  if (max === 0) return [];
  const normalized = normalize(query);
  if (normalized === "") {
    const defaults: PlaceSuggestion[] = [];
    for (const airport of DEFAULT_AIRPORTS[country]) {
      const entry = indexedById.get(airport.id);
      if (entry) defaults.push(toSuggestion(entry.place));
    }
    return defaults.slice(0, max);
  }
  return rankAll(country, normalized)
    .slice(0, max)
    .map(({ entry }) => toSuggestion(entry.place));
}

/**
 * Resolves what the booking form submits (a chosen suggestion's full address, or a typed name)
 * to a place with coordinates and zone. Deliberately conservative: a fuzzy match is only
 * accepted when it clearly beats every other candidate, because a wrong guess would price the
 * ride against the wrong place; callers treat null as "unknown address".
 */
export function findOfflinePlace(
  country: CountryCode,
  addressOrName: string,
): ResolvedPlace | null {
  const normalized = normalize(addressOrName);
  if (normalized === "") return null;

  const byAddress = byAddressKey.get(country)?.get(addressKey(normalized));
  if (byAddress) return toResolved(byAddress.place);

  const byName = byLabel.get(country)?.get(normalized);
  if (byName && byName.length > 0) {
    const [first] = [...byName].sort((a, b) => a.kindOrder - b.kindOrder || a.order - b.order);
    if (first) return toResolved(first.place);
  }

  const [best, second] = rankAll(country, normalized);
  if (!best) return null;
  if (second && second.rank <= best.rank) return null;
  return toResolved(best.entry.place);
}

export function getOfflinePlace(id: string): OfflinePlace | null {
  return indexedById.get(id)?.place ?? null;
}
