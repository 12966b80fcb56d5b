import {
  distinctPlaceName,
  dropoffLabel,
  pickupLabel,
  placeLabel,
  placeLines,
} from "@/lib/place-label";

const SAVOY = "Strand, London WC2R 0EZ, United Kingdom";
const HEATHROW = "Heathrow Airport (LHR), Hounslow TW6, United Kingdom";

describe("placeLabel", () => {
  it("puts a named place before its street address", () => {
    expect(placeLabel(SAVOY, "The Savoy")).toBe(
      "The Savoy, Strand, London WC2R 0EZ, United Kingdom",
    );
  });

  it("shows the address alone when there is no name", () => {
    expect(placeLabel(SAVOY, null)).toBe(SAVOY);
    expect(placeLabel(SAVOY, undefined)).toBe(SAVOY);
    expect(placeLabel(SAVOY, "   ")).toBe(SAVOY);
  });

  it("does not repeat a name the address already says, whatever its case or accents", () => {
    expect(placeLabel(HEATHROW, "Heathrow Airport")).toBe(HEATHROW);
    expect(placeLabel("Kings Cross, London N1 9AL, UK", "King's Cross")).toBe(
      "Kings Cross, London N1 9AL, UK",
    );
    expect(placeLabel("Gare de Lyon, Paris", "GARE DE LYÖN")).toBe("Gare de Lyon, Paris");
  });

  it("keeps a name that is only part of a word of the address", () => {
    // 'Strand' names a word; 'Stran' does not, so it is not taken as already said.
    expect(placeLabel(SAVOY, "Stran")).toBe(`Stran, ${SAVOY}`);
    expect(placeLabel(SAVOY, "Strand")).toBe(SAVOY);
  });
});

describe("the booking helpers", () => {
  it("label a booking's pickup and dropoff, and no dropoff for an hourly ride", () => {
    const booking = {
      pickup_location: SAVOY,
      pickup_place_name: "The Savoy",
      dropoff_location: HEATHROW,
      dropoff_place_name: null,
    };
    expect(pickupLabel(booking)).toBe(`The Savoy, ${SAVOY}`);
    expect(dropoffLabel(booking)).toBe(HEATHROW);
    expect(dropoffLabel({ dropoff_location: null, dropoff_place_name: "The Savoy" })).toBeNull();
  });

  it("split the name onto its own line for two-line layouts", () => {
    expect(placeLines(SAVOY, " The Savoy ")).toEqual({ name: "The Savoy", address: SAVOY });
    expect(placeLines(HEATHROW, "Heathrow Airport")).toEqual({ name: null, address: HEATHROW });
    expect(distinctPlaceName("The Savoy", null)).toBe("The Savoy");
  });
});
