import {
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
});
