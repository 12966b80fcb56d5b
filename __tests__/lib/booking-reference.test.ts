import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  bookingReferenceFromQuery,
  isBookingReference,
  newBookingReference,
} from "@/lib/booking-reference";

describe("bookingReferenceFromQuery", () => {
  it.each([
    ["HQ5BZ69HCE", "HQ5BZ69HCE"],
    ["hq5bz69hce", "HQ5BZ69HCE"],
    [" HQ5 BZ6 9HCE ", "HQ5BZ69HCE"],
    ["hq5-bz6-9hce", "HQ5BZ69HCE"],
  ])("reads %j as %s", (query, reference) => {
    expect(bookingReferenceFromQuery(query)).toBe(reference);
  });

  it.each(["HQ5BZ69HC", "HQ5BZ69HCEX", "HQ5BZ69HC0", "LOVELACE01", "PO-77_A", "12345", ""])(
    "finds no reference in %j",
    (query) => {
      expect(bookingReferenceFromQuery(query)).toBeNull();
    },
  );

  it("reads back every reference the site issues", () => {
    for (let i = 0; i < 50; i += 1) {
      const reference = newBookingReference();
      expect(isBookingReference(reference)).toBe(true);
      expect(bookingReferenceFromQuery(reference.toLowerCase())).toBe(reference);
    }
  });

  it("spreads references over the whole alphabet at every position, with no repeats", () => {
    const references = Array.from({ length: 2_000 }, () => newBookingReference());
    expect(new Set(references).size).toBe(references.length);
    for (let position = 0; position < BOOKING_REFERENCE_LENGTH; position += 1) {
      // About 65 of each character per position; one missing would take odds of e^-65.
      const seen = new Set(references.map((reference) => reference[position]));
      expect([...seen].sort().join("")).toBe([...BOOKING_REFERENCE_ALPHABET].sort().join(""));
    }
  });
});
