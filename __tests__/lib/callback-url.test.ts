import { safeCallbackUrl, sameOriginPath } from "@/lib/callback-url";

const ORIGIN = "http://localhost:3000";

describe("sameOriginPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/dashboard/profile?tab=2#top", "/dashboard/profile?tab=2#top"],
    ["http://localhost:3000/dashboard", "/dashboard"],
    ["/a%20b", "/a%20b"],
    // next-auth sets its callback cookie to the bare site URL
    ["http://localhost:3000", "/"],
    ["http://localhost:3000/", "/"],
  ])("keeps %j as %j", (input, expected) => {
    expect(sameOriginPath(input, ORIGIN)).toBe(expected);
  });

  it.each([
    "/\t/evil.example/pwned",
    "/\n/evil.example/pwned",
    "/\r\n/evil.example",
    "/%09/evil.example/pwned",
    "/%0a/evil.example/pwned",
    "/%0D/evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/%5Cevil.example",
    "/%5c%5cevil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "//evil.example/",
    "///evil.example/",
    " //evil.example",
    "https://evil.example/",
    "http://localhost:3000.evil.example/",
    "http://localhost:3001/dashboard",
    "https://localhost:3000/dashboard",
    "javascript:alert(1)",
    "data:text/html,hi",
    "evil.example",
    "http://a:b",
    "http://[::1",
    "/%E0%A4%A",
    "",
    null,
    undefined,
  ])("refuses %j", (input) => {
    expect(sameOriginPath(input, ORIGIN)).toBeNull();
  });
});

describe("safeCallbackUrl", () => {
  it("never sends back to sign-in or registration", () => {
    expect(safeCallbackUrl("/login?x=1", ORIGIN)).toBeNull();
    expect(safeCallbackUrl("/register", ORIGIN)).toBeNull();
    expect(safeCallbackUrl("/login-help", ORIGIN)).toBe("/login-help");
    expect(safeCallbackUrl("/%09/evil.example/pwned", ORIGIN)).toBeNull();
  });
});
