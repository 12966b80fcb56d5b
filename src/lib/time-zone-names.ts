/**
 * Short names for pickup zones, as a customer says them: 'UK time', 'Eastern', 'Pacific', not
 * 'Europe/London'. The zones the product serves (the UK, Canada and the US) are named from the
 * table below, never from the runtime's locale data: the server (Node's ICU) and the browser
 * (each Chromium release's own CLDR) name zones differently ('Pacific Time' in one,
 * 'Pacific Time (Canada)' in another), and a label must read the same on both sides.
 */
const REGIONS: Readonly<Record<string, readonly string[]>> = {
  "UK time": [
    "Europe/London",
    "Europe/Belfast",
    "Europe/Jersey",
    "Europe/Guernsey",
    "Europe/Isle_of_Man",
  ],
  Newfoundland: ["America/St_Johns"],
  Atlantic: ["America/Halifax", "America/Moncton", "America/Goose_Bay", "America/Glace_Bay"],
  Eastern: [
    "America/New_York",
    "America/Toronto",
    "America/Montreal",
    "America/Nipigon",
    "America/Thunder_Bay",
    "America/Iqaluit",
    "America/Pangnirtung",
    "America/Atikokan",
    "America/Detroit",
    "America/Fort_Wayne",
    "America/Indianapolis",
    "America/Louisville",
    "America/Kentucky/Louisville",
    "America/Kentucky/Monticello",
    "America/Indiana/Indianapolis",
    "America/Indiana/Marengo",
    "America/Indiana/Petersburg",
    "America/Indiana/Vevay",
    "America/Indiana/Vincennes",
    "America/Indiana/Winamac",
  ],
  Central: [
    "America/Chicago",
    "America/Winnipeg",
    "America/Rainy_River",
    "America/Rankin_Inlet",
    "America/Resolute",
    "America/Regina",
    "America/Swift_Current",
    "America/Indiana/Knox",
    "America/Indiana/Tell_City",
    "America/Knox_IN",
    "America/Menominee",
    "America/North_Dakota/Beulah",
    "America/North_Dakota/Center",
    "America/North_Dakota/New_Salem",
  ],
  Mountain: [
    "America/Denver",
    "America/Boise",
    "America/Phoenix",
    "America/Edmonton",
    "America/Yellowknife",
    "America/Cambridge_Bay",
    "America/Inuvik",
    "America/Creston",
    "America/Dawson_Creek",
    "America/Fort_Nelson",
    "America/Shiprock",
  ],
  Yukon: ["America/Whitehorse", "America/Dawson"],
  Pacific: ["America/Los_Angeles", "America/Vancouver"],
  Alaska: [
    "America/Anchorage",
    "America/Juneau",
    "America/Sitka",
    "America/Metlakatla",
    "America/Yakutat",
    "America/Nome",
  ],
  "Hawaii-Aleutian": ["America/Adak", "America/Atka", "Pacific/Honolulu", "Pacific/Johnston"],
};

const NAME_OF_ZONE: ReadonlyMap<string, string> = new Map(
  Object.entries(REGIONS).flatMap(([name, zones]) => zones.map((zone) => [zone, name] as const)),
);

function cityOf(timeZone: string): string {
  return (timeZone.split("/").pop() ?? timeZone).replace(/_/g, " ");
}

/**
 * A zone outside the table is named from a runtime's generic name, normalised over the forms
 * the platforms produce: 'Central European Time', 'Pacific Time (Canada)', 'Mountain Standard
 * Time', 'Japan Standard Time'. An offset ('GMT+01:00') or an unknown form falls back to the city.
 */
export function normaliseGenericZoneName(generic: string, timeZone: string): string {
  const withoutRegion = generic.replace(/\s*\([^)]*\)\s*$/, "").trim();
  if (/^(United Kingdom|British( Summer)?|Greenwich Mean) Time$/.test(withoutRegion))
    return "UK time";
  const name = withoutRegion.replace(/( Standard| Daylight| Summer)? Time$/, "");
  if (name === withoutRegion || name === "" || /^(GMT|UTC)/.test(name)) return cityOf(timeZone);
  return name;
}

export function shortZoneName(timeZone: string, at: Date = new Date()): string {
  const known = NAME_OF_ZONE.get(timeZone);
  if (known) return known;
  let generic: string | undefined;
  try {
    generic = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
  } catch {
    return timeZone;
  }
  return generic ? normaliseGenericZoneName(generic, timeZone) : timeZone;
}
