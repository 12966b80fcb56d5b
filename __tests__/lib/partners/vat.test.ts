import { payoutAmountText, payoutMoney, vatPence } from "@/lib/partners/vat";

describe("VAT on a payout", () => {
  it("is 20% of the net, once, rounded half up to the penny", () => {
    expect(vatPence(5428, 2000)).toBe(1086); // 1,085.6p
    expect(vatPence(5, 2000)).toBe(1);
    expect(vatPence(2, 2000)).toBe(0); // 0.4p
    expect(vatPence(15_398, 2000)).toBe(3080); // 3,079.6p
  });

  it("pays net plus VAT to a VAT-registered partner and the net to others", () => {
    expect(payoutMoney(5428, true)).toEqual({
      net_pence: 5428,
      vat_rate_bps: 2000,
      vat_pence: 1086,
      total_pence: 6514,
    });
    expect(payoutMoney(5428, false)).toEqual({
      net_pence: 5428,
      vat_rate_bps: null,
      vat_pence: 0,
      total_pence: 5428,
    });
    expect(
      payoutAmountText({
        amount_pence: 5428,
        vat_rate_bps: 2000,
        vat_pence: 1086,
        total_pence: 6514,
      }),
    ).toBe("£65.14 (£54.28 + VAT £10.86)");
  });
});
