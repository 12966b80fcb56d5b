/** Countries the product books rides in, keyed by the code the API uses. */

export const COUNTRY_CODES = ["uk", "canada", "america"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY: CountryCode = "uk";

export interface Country {
  readonly code: CountryCode;
  /** ISO 3166-1 alpha-2, the form place autocomplete restrictions expect. */
  readonly isoCode: "GB" | "CA" | "US";
  readonly name: string;
  /**
   * Fallback zone for turning a wall-clock pickup into an instant when no
   * coordinates are known yet; Canada and the US span several zones, so a zone
   * derived from the pickup coordinates should win whenever one is available.
   */
  readonly defaultTimeZone: string;
}

export const COUNTRIES: Readonly<Record<CountryCode, Country>> = {
  uk: {
    code: "uk",
    isoCode: "GB",
    name: "United Kingdom",
    defaultTimeZone: "Europe/London",
  },
  canada: {
    code: "canada",
    isoCode: "CA",
    name: "Canada",
    defaultTimeZone: "America/Toronto",
  },
  america: {
    code: "america",
    isoCode: "US",
    name: "United States",
    defaultTimeZone: "America/New_York",
  },
};
