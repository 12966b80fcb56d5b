import { smsSize, toGsm7Friendly } from "@/lib/sms/segments";

describe("smsSize", () => {
  it("fits 160 GSM-7 characters in one part and splits longer ones in 153s", () => {
    expect(smsSize("a".repeat(160))).toEqual({
      encoding: "GSM-7",
      units: 160,
      segments: 1,
      remaining: 0,
    });
    expect(smsSize("a".repeat(161))).toMatchObject({ segments: 2, remaining: 306 - 161 });
    expect(smsSize("a".repeat(306)).segments).toBe(2);
    expect(smsSize("a".repeat(307)).segments).toBe(3);
  });

  it("counts the extension table's characters as two septets", () => {
    expect(smsSize("€10 [x]")).toMatchObject({ encoding: "GSM-7", units: 10 });
    expect(smsSize("€".repeat(80)).segments).toBe(1);
    expect(smsSize("€".repeat(81)).segments).toBe(2);
  });

  it("switches to UCS-2 for one character outside GSM-7: 70, then 67 a part", () => {
    expect(smsSize("Your chauffeur 🚗 is here")).toMatchObject({ encoding: "UCS-2" });
    expect(smsSize("ł".repeat(70))).toMatchObject({ encoding: "UCS-2", segments: 1 });
    expect(smsSize("ł".repeat(71))).toMatchObject({ segments: 2, remaining: 134 - 71 });
  });

  it("keeps accented letters GSM-7 has (é, ü, £) in GSM-7, and an empty body in no part", () => {
    expect(smsSize("Café £45 über").encoding).toBe("GSM-7");
    expect(smsSize("").segments).toBe(0);
  });
});

describe("toGsm7Friendly", () => {
  it("replaces curly quotes, dashes and ellipses so a message stays GSM-7", () => {
    const typed = "Your chauffeur\u2019s on the way \u2013 \u201cJohn\u201d\u2026";
    const plain = toGsm7Friendly(typed);
    expect(plain).toBe('Your chauffeur\'s on the way - "John"...');
    expect(smsSize(typed).encoding).toBe("UCS-2");
    expect(smsSize(plain).encoding).toBe("GSM-7");
  });
});
