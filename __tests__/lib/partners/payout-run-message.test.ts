import { payoutRunMessage } from "@/lib/partners/payout-run-message";

const partner = (company_name: string, due_pence: number) => ({ company_name, due_pence });

describe("payoutRunMessage", () => {
  it("says nothing was due", () => {
    expect(payoutRunMessage({ run_date: "2026-11-26", created: [], below_minimum: [] })).toBe(
      "No new payouts for 2026-11-26: nothing is due",
    );
  });

  it("says who was not paid because of the minimum, and how much waits", () => {
    expect(
      payoutRunMessage({
        run_date: "2026-11-26",
        created: [],
        below_minimum: [partner("Thames Cars", 1234)],
      }),
    ).toBe(
      "No new payouts for 2026-11-26: 1 partner is below the £50.00 minimum (Thames Cars £12.34)",
    );
  });

  it("names three and counts the rest", () => {
    const below = ["A", "B", "C", "D", "E"].map((name) => partner(`${name} Cars`, 100));
    expect(payoutRunMessage({ run_date: "2026-11-26", created: [{}], below_minimum: below })).toBe(
      "1 payout created on 2026-11-26; 5 partners are below the £50.00 minimum (A Cars £1.00, B Cars £1.00, C Cars £1.00 and 2 more)",
    );
  });

  it("counts the payouts made", () => {
    expect(payoutRunMessage({ run_date: "2026-11-26", created: [{}, {}], below_minimum: [] })).toBe(
      "2 payouts created on 2026-11-26",
    );
  });
});
