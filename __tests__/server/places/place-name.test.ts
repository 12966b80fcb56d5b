import { findOfflinePlace } from "@/server/places/offline-place-index";
import { keptPlaceName } from "@/server/places/place-name";

const SAVOY = "Strand, London WC2R 0EZ, United Kingdom";

describe("keptPlaceName", () => {
  const savoy = findOfflinePlace("uk", SAVOY);

  it("finds The Savoy in the offline index by its street address", () => {
    expect(savoy).toMatchObject({ name: "The Savoy", placeName: "The Savoy" });
  });

  it("keeps the index's own spelling of the name the browser chose", () => {
    expect(keptPlaceName({ sent: "the  savoy", place: savoy, location: SAVOY })).toBe("The Savoy");
  });

  it("drops a name the index does not give that address", () => {
    expect(keptPlaceName({ sent: "Buckingham Palace", place: savoy, location: SAVOY })).toBeNull();
  });

  it("keeps nothing when no suggestion was chosen or the address already says the name", () => {
    expect(keptPlaceName({ sent: null, place: savoy, location: SAVOY })).toBeNull();
    const heathrow = findOfflinePlace("uk", "Heathrow Airport (LHR), Hounslow TW6, United Kingdom");
    expect(
      keptPlaceName({ sent: "Heathrow Airport", place: heathrow, location: heathrow!.address }),
    ).toBeNull();
  });

  it("keeps the checked text where the lookup cannot know names (Google geocoding)", () => {
    const geocoded = { ...savoy!, placeName: null };
    expect(keptPlaceName({ sent: "The Savoy", place: geocoded, location: SAVOY })).toBe(
      "The Savoy",
    );
  });
});
