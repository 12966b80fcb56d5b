/**
 * Short names for pickup zones, as a customer says them: 'UK time', 'Eastern', 'Pacific', not
 * 'Europe/London'. Names come from the platform's own zone data (no table to keep up to date).
 */
const SPECIAL: Readonly<Record<string, string>> = {
  "United Kingdom Time": "UK time",
  "Greenwich Mean Time": "UK time",
};

export function shortZoneName(timeZone: string, at: Date = new Date()): string {
  let generic: string | undefined;
  try {
    generic = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
  } catch {
    return timeZone;
  }
  if (!generic) return timeZone;
  if (SPECIAL[generic]) return SPECIAL[generic];
  // "Pacific Time" and "Mountain Standard Time" (zones without summer time) alike.
  const name = generic.replace(/( Standard)? Time$/, "");
  if (name === generic || name.startsWith("GMT"))
    return timeZone.split("/").pop()!.replace(/_/g, " ");
  return name;
}
