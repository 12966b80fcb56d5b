import { NO_VAT_WORDING, vatOfInclusive, vatSummary } from "@/lib/vat";

describe("vatOfInclusive", () => {
  it("takes the VAT out of an inclusive total: £120.00 at 20% holds £20.00", () => {
    expect(vatOfInclusive(12000, 20)).toBe(2000);
  });

  it("rounds halves up and everything else to the nearest penny", () => {
    // 10 × 20 / 120 = 1.666... -> 2; 3 × 20 / 120 = 0.5 -> 1; 1 × 20 / 120 = 0.1666 -> 0.
    expect(vatOfInclusive(10, 20)).toBe(2);
    expect(vatOfInclusive(3, 20)).toBe(1);
    expect(vatOfInclusive(1, 20)).toBe(0);
    expect(vatOfInclusive(8751, 20)).toBe(1459); // 1458.5 -> 1459
  });

  it("works a one-decimal rate in tenths, with no float drift", () => {
    // 10500 × 5 / 105 = 500 exactly; 10750 × 17.5 / 117.5 = 1601.06 -> 1601.
    expect(vatOfInclusive(10500, 5)).toBe(500);
    expect(vatOfInclusive(10750, 17.5)).toBe(1601);
    expect(vatOfInclusive(12345, 0)).toBe(0);
  });

  it("agrees with the exact fraction for every total up to £1,000 at 20%", () => {
    for (let total = 0; total <= 100_000; total += 1) {
      const exact = (total * 20) / 120;
      const vat = vatOfInclusive(total, 20);
      expect(Math.abs(vat - exact)).toBeLessThanOrEqual(0.5);
    }
  });
});

describe("vatSummary", () => {
  it("with a VAT number: the VAT inside the price, labelled with the rate", () => {
    expect(
      vatSummary(8750, { vat_registration_number: "GB123456789", vat_rate_percent: 20 }),
    ).toEqual({
      charged: true,
      number: "GB123456789",
      ratePercent: 20,
      vatPence: 1458,
      label: "Of which VAT at 20%: £14.58",
    });
  });

  it("a one-decimal rate is printed with its decimal", () => {
    const summary = vatSummary(11750, { vat_registration_number: "GB1", vat_rate_percent: 17.5 });
    expect(summary.label).toBe("Of which VAT at 17.5%: £17.50");
  });

  it("without a VAT number: no VAT is charged, whatever the rate", () => {
    expect(vatSummary(8750, { vat_registration_number: "  ", vat_rate_percent: 20 })).toEqual({
      charged: false,
      label: NO_VAT_WORDING,
    });
    expect(NO_VAT_WORDING).toMatch(/No VAT is charged/);
  });
});
