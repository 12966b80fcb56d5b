import { normaliseGenericZoneName, shortZoneName } from "@/lib/time-zone-names";

describe("shortZoneName", () => {
  it.each([
    ["Europe/London", "UK time"],
    ["Europe/Jersey", "UK time"],
    ["America/Vancouver", "Pacific"],
    ["America/Los_Angeles", "Pacific"],
    ["America/Toronto", "Eastern"],
    ["America/New_York", "Eastern"],
    ["America/Indiana/Indianapolis", "Eastern"],
    ["America/Chicago", "Central"],
    ["America/Winnipeg", "Central"],
    ["America/Regina", "Central"],
    ["America/Phoenix", "Mountain"],
    ["America/Edmonton", "Mountain"],
    ["America/Whitehorse", "Yukon"],
    ["America/Halifax", "Atlantic"],
    ["America/St_Johns", "Newfoundland"],
    ["America/Anchorage", "Alaska"],
    ["Pacific/Honolulu", "Hawaii-Aleutian"],
  ])("names %s '%s'", (zone, name) => {
    expect(shortZoneName(zone)).toBe(name);
  });

  it("names the served zones without the runtime's locale data", () => {
    // Chromium 156 says 'Pacific Time (Canada)' where Node says 'Pacific Time': neither is read.
    const spy = jest.spyOn(Intl, "DateTimeFormat").mockImplementation(() => {
      throw new Error("locale data must not be consulted for a served zone");
    });
    try {
      expect(shortZoneName("America/Vancouver")).toBe("Pacific");
      expect(shortZoneName("Europe/London")).toBe("UK time");
    } finally {
      spy.mockRestore();
    }
  });

  it("answers the zone itself when it is not a zone", () => {
    expect(shortZoneName("Mars/Olympus")).toBe("Mars/Olympus");
  });

  it("names a zone outside the table from the platform, normalised", () => {
    expect(shortZoneName("Europe/Paris")).toBe("Central European");
    expect(shortZoneName("UTC")).toBe("UTC");
  });
});

describe("normaliseGenericZoneName", () => {
  it.each([
    ["Pacific Time", "America/Vancouver", "Pacific"],
    ["Pacific Time (Canada)", "America/Vancouver", "Pacific"],
    ["Mountain Time (Canada)", "America/Edmonton", "Mountain"],
    ["Mountain Standard Time", "America/Phoenix", "Mountain"],
    ["Central Standard Time (Canada)", "America/Regina", "Central"],
    ["United Kingdom Time", "Europe/London", "UK time"],
    ["Greenwich Mean Time", "Europe/London", "UK time"],
    ["British Summer Time", "Europe/London", "UK time"],
    ["Central European Time", "Europe/Paris", "Central European"],
    ["Japan Standard Time", "Asia/Tokyo", "Japan"],
    ["GMT+01:00", "Africa/Casablanca", "Casablanca"],
    ["Mexico City", "America/Mexico_City", "Mexico City"],
  ])("reads '%s' (%s) as '%s'", (generic, zone, name) => {
    expect(normaliseGenericZoneName(generic, zone)).toBe(name);
  });
});
