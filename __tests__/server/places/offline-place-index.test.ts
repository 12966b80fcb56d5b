import { COUNTRY_CODES, type CountryCode } from "@/lib/countries";
import { DEFAULT_AIRPORTS } from "@/lib/default-airports";
import {
  OFFLINE_PLACES,
  PLACE_KINDS,
  findOfflinePlace,
  getOfflinePlace,
  searchOfflinePlaces,
  type OfflinePlace,
} from "@/server/places/offline-place-index";

interface Box {
  readonly minLat: number;
  readonly maxLat: number;
  readonly minLng: number;
  readonly maxLng: number;
}

// Generous national extents; the US needs separate boxes for Alaska and Hawaii.
const COUNTRY_BOXES: Record<CountryCode, readonly Box[]> = {
  uk: [{ minLat: 49.8, maxLat: 60.9, minLng: -8.7, maxLng: 1.8 }],
  canada: [{ minLat: 41.6, maxLat: 83.2, minLng: -141.1, maxLng: -52.5 }],
  america: [
    { minLat: 24.4, maxLat: 49.4, minLng: -124.8, maxLng: -66.9 },
    { minLat: 51.0, maxLat: 71.5, minLng: -180, maxLng: -129 },
    { minLat: 18.9, maxLat: 22.3, minLng: -160.3, maxLng: -154.8 },
  ],
};

function insideCountry(place: OfflinePlace): boolean {
  return COUNTRY_BOXES[place.country].some(
    (box) =>
      place.lat >= box.minLat &&
      place.lat <= box.maxLat &&
      place.lng >= box.minLng &&
      place.lng <= box.maxLng,
  );
}

function ids(results: readonly { id: string }[]): string[] {
  return results.map((result) => result.id);
}

describe("offline place index data", () => {
  it("has a substantial index covering every country and kind", () => {
    expect(OFFLINE_PLACES.length).toBeGreaterThanOrEqual(350);
    for (const country of COUNTRY_CODES) {
      for (const kind of PLACE_KINDS) {
        const count = OFFLINE_PLACES.filter((p) => p.country === country && p.kind === kind).length;
        expect({ country, kind, hasEntries: count > 0 }).toEqual({
          country,
          kind,
          hasEntries: true,
        });
      }
    }
  });

  it("has unique ids and unique addresses", () => {
    const idSet = new Set(OFFLINE_PLACES.map((p) => p.id));
    expect(idSet.size).toBe(OFFLINE_PLACES.length);
    const addressSet = new Set(OFFLINE_PLACES.map((p) => p.address.toLowerCase()));
    expect(addressSet.size).toBe(OFFLINE_PLACES.length);
  });

  it("uses a valid IANA time zone for every entry", () => {
    const invalid = OFFLINE_PLACES.filter((p) => {
      try {
        new Intl.DateTimeFormat(undefined, { timeZone: p.tz });
        return false;
      } catch {
        return true;
      }
    });
    expect(ids(invalid)).toEqual([]);
  });

  it("uses a time zone that belongs to the entry's country", () => {
    const wrong = OFFLINE_PLACES.filter((p) => {
      if (p.country === "uk") return p.tz !== "Europe/London";
      if (p.country === "canada") return !p.tz.startsWith("America/");
      return !(p.tz.startsWith("America/") || p.tz === "Pacific/Honolulu");
    });
    expect(ids(wrong)).toEqual([]);
  });

  it("places every entry inside its country's bounding box", () => {
    expect(ids(OFFLINE_PLACES.filter((p) => !insideCountry(p)))).toEqual([]);
  });

  it("prefixes ids with the country so they stay unambiguous", () => {
    const prefix: Record<CountryCode, string> = { uk: "uk-", canada: "ca-", america: "us-" };
    expect(ids(OFFLINE_PLACES.filter((p) => !p.id.startsWith(prefix[p.country])))).toEqual([]);
  });

  it.each(COUNTRY_CODES)(
    "contains every default airport for %s, matching default-airports.ts",
    (country) => {
      for (const airport of DEFAULT_AIRPORTS[country]) {
        const place = getOfflinePlace(airport.id);
        expect(place).not.toBeNull();
        expect(place).toMatchObject({
          id: airport.id,
          country,
          kind: "airport",
          name: airport.name,
          address: airport.address,
        });
        if (place) expect(insideCountry(place)).toBe(true);
      }
    },
  );

  it.each([
    ["uk-lhr", 51.47, -0.4543],
    ["uk-big-ben", 51.5007, -0.1246],
    ["us-jfk", 40.6413, -73.7781],
    ["ca-yyz", 43.677, -79.63],
  ])("has accurate reference coordinates for %s", (id, lat, lng) => {
    const place = getOfflinePlace(id);
    expect(place).not.toBeNull();
    expect(Math.abs((place?.lat ?? 0) - lat)).toBeLessThan(0.01);
    expect(Math.abs((place?.lng ?? 0) - lng)).toBeLessThan(0.01);
  });
});

describe("searchOfflinePlaces", () => {
  it("ranks Heathrow first for a name prefix", () => {
    expect(searchOfflinePlaces("uk", "heath")[0]?.id).toBe("uk-lhr");
  });

  it("matches IATA codes case-insensitively", () => {
    expect(searchOfflinePlaces("uk", "lhr")[0]?.id).toBe("uk-lhr");
    expect(searchOfflinePlaces("america", "JFK")[0]?.id).toBe("us-jfk");
  });

  it("finds King's Cross without the apostrophe", () => {
    const [first] = searchOfflinePlaces("uk", "kings cross");
    expect(first?.id).toBe("uk-station-kings-cross");
    expect(first?.name).toContain("King's Cross");
  });

  it("ignores accents in both directions", () => {
    expect(ids(searchOfflinePlaces("canada", "montreal"))).toContain("ca-yul");
    expect(ids(searchOfflinePlaces("canada", "MONTRÉAL-TRUDEAU"))[0]).toBe("ca-yul");
    expect(ids(searchOfflinePlaces("canada", "quebec"))).toContain("ca-quebec-city");
  });

  it("restricts results to the requested country", () => {
    const results = searchOfflinePlaces("canada", "london");
    expect(ids(results)).toContain("ca-london-on");
    expect(ids(results)).not.toContain("uk-london");
    expect(results.every((r) => r.id.startsWith("ca-") && r.address.endsWith("Canada"))).toBe(true);
    expect(ids(searchOfflinePlaces("uk", "london"))[0]).toBe("uk-london");
  });

  it("puts airports first at equal rank", () => {
    const results = searchOfflinePlaces("uk", "birm");
    expect(ids(results).slice(0, 3)).toEqual([
      "uk-bhx",
      "uk-station-birmingham-new-street",
      "uk-birmingham",
    ]);
  });

  it("prefers name matches over address matches", () => {
    // "Hounslow" only appears in Heathrow's address; "Luton" is also a town name.
    expect(ids(searchOfflinePlaces("uk", "hounslow"))).toEqual(["uk-lhr"]);
    expect(ids(searchOfflinePlaces("uk", "luton"))[0]).toBe("uk-ltn");
  });

  it.each(COUNTRY_CODES)(
    "returns the default airports in order for an empty query in %s",
    (country) => {
      const expected = DEFAULT_AIRPORTS[country].map((airport) => airport.id);
      expect(ids(searchOfflinePlaces(country, ""))).toEqual(expected);
      expect(ids(searchOfflinePlaces(country, "   "))).toEqual(expected);
    },
  );

  it("respects the limit and returns coordinates", () => {
    expect(searchOfflinePlaces("uk", "london", 3)).toHaveLength(3);
    expect(searchOfflinePlaces("uk", "london")).toHaveLength(8);
    expect(searchOfflinePlaces("uk", "", 2)).toHaveLength(2);
    expect(searchOfflinePlaces("uk", "london", 0)).toEqual([]);
    const [heathrow] = searchOfflinePlaces("uk", "lhr", 1);
    expect(heathrow).toEqual({
      id: "uk-lhr",
      name: "Heathrow Airport",
      address: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
      lat: 51.47,
      lng: -0.4543,
    });
  });

  it("returns nothing for an unknown place", () => {
    expect(searchOfflinePlaces("uk", "zzqxv")).toEqual([]);
  });
});

describe("findOfflinePlace", () => {
  it("resolves every entry's address back to the same entry", () => {
    const mismatches = OFFLINE_PLACES.filter(
      (p) => findOfflinePlace(p.country, p.address)?.id !== p.id,
    );
    expect(ids(mismatches)).toEqual([]);
  });

  it("returns coordinates and the time zone", () => {
    expect(findOfflinePlace("canada", DEFAULT_AIRPORTS.canada[3]!.address)).toEqual({
      id: "ca-yyc",
      name: "Calgary International Airport",
      address: DEFAULT_AIRPORTS.canada[3]!.address,
      lat: expect.any(Number),
      lng: expect.any(Number),
      tz: "America/Edmonton",
      city: "Calgary",
      placeName: "Calgary International Airport",
    });
  });

  it("tolerates case, accents and a different country suffix", () => {
    expect(findOfflinePlace("uk", "heathrow airport (lhr), hounslow tw6, UK")?.id).toBe("uk-lhr");
    expect(
      findOfflinePlace(
        "canada",
        "Montreal-Trudeau International Airport (YUL), 975 Romeo-Vachon Blvd N, Dorval, QC H4Y 1H1",
      )?.id,
    ).toBe("ca-yul");
  });

  it("resolves exact names and aliases", () => {
    expect(findOfflinePlace("uk", "Heathrow")?.id).toBe("uk-lhr");
    expect(findOfflinePlace("america", "O'Hare")?.id).toBe("us-ord");
    expect(findOfflinePlace("uk", "The Shard")?.id).toBe("uk-the-shard");
    expect(findOfflinePlace("canada", "St. John's")?.id).toBe("ca-st-johns");
  });

  it("accepts an unambiguous partial match but rejects ambiguous ones", () => {
    expect(findOfflinePlace("uk", "heathr")?.id).toBe("uk-lhr");
    expect(findOfflinePlace("uk", "airport")).toBeNull();
    expect(findOfflinePlace("uk", "london")?.id).toBe("uk-london");
    expect(findOfflinePlace("uk", "lond")).toBeNull();
  });

  it("stays within the requested country and rejects unknown input", () => {
    expect(findOfflinePlace("canada", DEFAULT_AIRPORTS.uk[0]!.address)).toBeNull();
    expect(findOfflinePlace("uk", "10 Downing Street, London SW1A 2AA")).toBeNull();
    expect(findOfflinePlace("uk", "   ")).toBeNull();
  });
});

describe("getOfflinePlace", () => {
  it("returns the full entry by id, or null", () => {
    expect(getOfflinePlace("us-hnl")).toMatchObject({ kind: "airport", tz: "Pacific/Honolulu" });
    expect(getOfflinePlace("nope")).toBeNull();
  });
});
