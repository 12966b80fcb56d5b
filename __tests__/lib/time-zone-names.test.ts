import { shortZoneName } from "@/lib/time-zone-names";

describe("shortZoneName", () => {
  it.each([
    ["Europe/London", "UK time"],
    ["America/Vancouver", "Pacific"],
    ["America/Toronto", "Eastern"],
    ["America/New_York", "Eastern"],
    ["America/Chicago", "Central"],
    ["America/Regina", "Central"],
    ["America/Phoenix", "Mountain"],
    ["America/Halifax", "Atlantic"],
  ])("names %s '%s'", (zone, name) => {
    expect(shortZoneName(zone)).toBe(name);
  });

  it("answers the zone itself when it is not a zone", () => {
    expect(shortZoneName("Mars/Olympus")).toBe("Mars/Olympus");
  });
});
