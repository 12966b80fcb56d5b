import { formatPounds } from "@/components/bookings/booking-format";
import {
  formatPence,
  formatPenceFixed,
  formatPounds as formatPoundsFromMoney,
  InvalidAmountError,
  penceToDecimal,
  totalPenceToPounds,
} from "@/lib/money";

describe("amounts never read as a negative zero", () => {
  it.each([
    [0, "£0.00"],
    [-0, "£0.00"],
    [-4200, "-£42.00"],
    [10692, "£106.92"],
  ])("formatPence(%d) is %s", (pence, text) => {
    expect(formatPence(pence)).toBe(text);
  });

  it.each([
    [-0, "£0.00"],
    [-0.001, "£0.00"],
    [-42, "-£42.00"],
  ])("formatPounds(%d) is %s", (pounds, text) => {
    expect(formatPounds(pounds)).toBe(text);
  });
});

describe("pence leave as pounds only through lib/money", () => {
  it("writes CSV decimals without symbol or grouping, a minus only below zero", () => {
    expect(penceToDecimal(123456)).toBe("1234.56");
    expect(penceToDecimal(-5)).toBe("-0.05");
    expect(penceToDecimal(0)).toBe("0.00");
    expect(() => penceToDecimal(1.5)).toThrow(InvalidAmountError);
  });

  it("prints a statement's amounts without the runtime's locale data", () => {
    expect(formatPenceFixed(123456789)).toBe("£1,234,567.89");
    expect(formatPenceFixed(-4200)).toBe("-£42.00");
    expect(formatPenceFixed(-0)).toBe("£0.00");
  });

  it("turns totals above the single-amount cap into pounds, exactly", () => {
    expect(totalPenceToPounds(12_345_678_901)).toBe(123_456_789.01);
    expect(() => totalPenceToPounds(0.5)).toThrow(InvalidAmountError);
    expect(formatPoundsFromMoney(123_456_789.01)).toBe("£123,456,789.01");
    expect(() => formatPoundsFromMoney(Number.NaN)).toThrow(InvalidAmountError);
  });
});
