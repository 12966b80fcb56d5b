import { labelledText, phoneField, trimmedText } from "@/lib/validations/fields";

const messages = { required: "Phone is required", invalid: "Phone is wrong" };
const field = phoneField(messages);

function errorOf(input: unknown): string | undefined {
  const result = field.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("phoneField", () => {
  it("stores a UK number typed with +44 in E.164", () => {
    expect(field.parse("+44 7700 900456")).toBe("+447700900456");
  });

  it("reads a national UK number with the default +44", () => {
    expect(field.parse("07700 900456")).toBe("+447700900456");
  });

  it("keeps an international number's own calling code", () => {
    expect(field.parse("+1 416 555 0199")).toBe("+14165550199");
  });

  it("reads a national number with the calling code it is given", () => {
    expect(phoneField(messages, "1").parse("416 555 0199")).toBe("+14165550199");
  });

  it("refuses a number too short for its country", () => {
    expect(errorOf("0770")).toBe("Phone is wrong");
  });

  it("refuses letters", () => {
    expect(errorOf("call me maybe")).toBe("Phone is wrong");
  });

  it("answers the required message for a blank or missing value", () => {
    expect(errorOf("   ")).toBe("Phone is required");
    expect(errorOf(undefined)).toBe("Phone is required");
  });

  it("uses the default messages when none are given", () => {
    const result = phoneField().safeParse("abc");
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(
      "Invalid phone number",
    );
  });
});

describe("trimmedText", () => {
  const city = trimmedText({ required: "City is required", min: 2, max: 5, tooLong: "Too long" });
  const messageOf = (input: unknown) => {
    const result = city.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it("trims and keeps a value within its bounds", () => {
    expect(city.parse("  Bath ")).toBe("Bath");
  });

  it("answers a missing, blank or too-short value with the required message", () => {
    expect(messageOf(undefined)).toBe("City is required");
    expect(messageOf("   ")).toBe("City is required");
    expect(messageOf("B")).toBe("City is required");
  });

  it("answers a value over the maximum with its own message", () => {
    expect(messageOf("Cambridge")).toBe("Too long");
  });

  it("needs one character unless a minimum is given", () => {
    const subject = trimmedText({ required: "Subject?", max: 10 });
    expect(subject.parse("x")).toBe("x");
    expect(subject.safeParse("").success).toBe(false);
  });
});

describe("labelledText", () => {
  const reason = labelledText("Reason", 5);
  const messageOf = (input: unknown) => {
    const result = reason.safeParse(input);
    return result.success ? result.data : result.error.issues[0]?.message;
  };

  it("trims, and names the field in its messages", () => {
    expect(messageOf("  late ")).toBe("late");
    expect(messageOf(undefined)).toBe("Reason is required");
    expect(messageOf("   ")).toBe("Reason is required");
    expect(messageOf("too long")).toBe("Reason must be at most 5 characters");
  });
});
