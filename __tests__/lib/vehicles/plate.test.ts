import { displayPlate, isValidPlate, normalisePlate } from "@/lib/vehicles/plate";

describe("UK plates", () => {
  it("normalises to upper case without spaces or dashes", () => {
    expect(normalisePlate("ab12 cde")).toBe("AB12CDE");
    expect(normalisePlate("  Ab12-CdE ")).toBe("AB12CDE");
  });

  it("displays with a space before the last three characters", () => {
    expect(displayPlate("ab12cde")).toBe("AB12 CDE");
    expect(displayPlate("A1")).toBe("A1");
  });

  it("accepts letters and digits, 2 to 8 once normalised", () => {
    expect(isValidPlate("ab12 cde")).toBe(true);
    expect(isValidPlate("A")).toBe(false);
    expect(isValidPlate("AB12 CDE9X")).toBe(false);
    expect(isValidPlate("AB12*CD")).toBe(false);
  });
});
