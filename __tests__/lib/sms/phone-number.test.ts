import { chooseSender, isAlphanumericSender, smsRecipient } from "@/lib/sms/phone-number";

describe("smsRecipient", () => {
  it.each([
    ["07700 900456", "+447700900456", "GB"],
    ["+44 (0)7700 900456", "+447700900456", "GB"],
    ["+1 415 555 2671", "+14155552671", "US"],
    ["+1 604 555 0123", "+16045550123", "CA"],
  ])("normalises %s to E.164", (input, e164, country) => {
    expect(smsRecipient(input)).toEqual({ e164, country });
  });

  it.each(["", "not a number", "123", "+44 12", "0".repeat(41)])("refuses %p", (input) => {
    expect(smsRecipient(input)).toBeNull();
  });
});

describe("chooseSender", () => {
  const named = { from: "Apex Cars", fromNumber: "+15005550006" };

  it("uses a sender name where the country allows one (the UK)", () => {
    expect(chooseSender(named, "GB")).toBe("Apex Cars");
  });

  it("uses the number for the US and Canada, which refuse sender names", () => {
    expect(chooseSender(named, "US")).toBe("+15005550006");
    expect(chooseSender(named, "CA")).toBe("+15005550006");
    expect(chooseSender(named, null)).toBe("+15005550006");
  });

  it("has no sender for the US when only a name is configured", () => {
    expect(chooseSender({ from: "Apex Cars", fromNumber: null }, "US")).toBeNull();
  });

  it("uses a configured number everywhere", () => {
    const number = { from: "+447700900001", fromNumber: null };
    expect(chooseSender(number, "GB")).toBe("+447700900001");
    expect(chooseSender(number, "US")).toBe("+447700900001");
  });

  it("tells a sender name from a number", () => {
    expect(isAlphanumericSender("Apex Cars")).toBe(true);
    expect(isAlphanumericSender("+447700900001")).toBe(false);
    expect(isAlphanumericSender("12345")).toBe(false);
    expect(isAlphanumericSender("Twelve chars")).toBe(false);
  });
});
