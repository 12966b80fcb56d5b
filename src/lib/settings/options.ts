/**
 * The choices the Settings screen offers (spec: Timezone UTC/EST/PST/GMT, Language
 * English/Spanish/French/German). Time zones are stored as IANA names so date code can use them;
 * the labels are the spec's.
 */
import { labelKeys } from "@/lib/label-keys";
export const TIMEZONES = [
  "UTC",
  "America/New_York",
  "America/Los_Angeles",
  "Europe/London",
] as const;
export type SiteTimezone = (typeof TIMEZONES)[number];

// The spec's four labels, word for word; the IANA zones behind them follow summer time
// (America/New_York shows EDT in July), which a fixed "EST" offset would not.
export const TIMEZONE_LABELS: Record<SiteTimezone, string> = {
  UTC: "UTC",
  "America/New_York": "EST",
  "America/Los_Angeles": "PST",
  "Europe/London": "GMT",
};

export const LANGUAGE_LABELS = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
};
export type SiteLanguage = keyof typeof LANGUAGE_LABELS;
export const LANGUAGES = labelKeys(LANGUAGE_LABELS);

/** What `<html lang>` gets: English is the site's British English. */
const HTML_LANG: Record<SiteLanguage, string> = { en: "en-GB", es: "es", fr: "fr", de: "de" };

export function htmlLangFor(language: SiteLanguage): string {
  return HTML_LANG[language];
}
