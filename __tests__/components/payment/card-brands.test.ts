import { detectCardBrand } from "@/components/payment/card-brands";

describe("detectCardBrand", () => {
  it.each([
    ["4242 4242 4242 4242", "visa"],
    ["5555 5555 5555 4444", "mastercard"],
    ["2223 0000 4841 0010", "mastercard"],
    ["3782 822463 10005", "amex"],
    ["3400", "amex"],
    ["6011 1111 1111 1117", null],
    ["", null],
  ])("%s is %s", (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });
});
