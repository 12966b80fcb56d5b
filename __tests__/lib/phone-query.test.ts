import { phoneQueryForms, SERVED_PHONE_REGIONS } from "@/lib/phone-query";

describe("phoneQueryForms", () => {
  it("reads a number in every country the product serves", () => {
    expect(SERVED_PHONE_REGIONS).toEqual(["GB", "CA", "US"]);
  });

  it.each([
    ["07700 900505", "+447700900505"],
    ["07700900505", "+447700900505"],
    ["7700 900505", "+447700900505"],
    ["+44 7700 900505", "+447700900505"],
    ["+44 (0)7700 900-505", "+447700900505"],
    ["020 7946 0018", "+442079460018"],
  ])("reads %s as the UK number %s", (query, e164) => {
    expect(phoneQueryForms(query)).toContain(e164);
  });

  it.each([
    ["(416) 555-0123", "+14165550123"],
    ["416.555.0123", "+14165550123"],
    ["+1 212 555 0142", "+12125550142"],
  ])("reads %s as the North American number %s", (query, e164) => {
    expect(phoneQueryForms(query)).toContain(e164);
  });

  it("gives one form for a number typed with its + prefix", () => {
    expect(phoneQueryForms("+447700900505")).toEqual(["+447700900505"]);
  });

  it("gives a UK number only its UK form (it is no North American number)", () => {
    expect(phoneQueryForms("07700 900505")).toEqual(["+447700900505"]);
  });

  it.each([
    "",
    "lovelace",
    "SW1A 1AA",
    "12345",
    "#123",
    "HQ5BZ69HCE",
    "07700 900505 x",
    "flat 12, 34 high street",
  ])("treats %j as no phone number", (query) => {
    expect(phoneQueryForms(query)).toEqual([]);
  });
});
