import { clientAddress, clientAddressFromHeaders } from "@/server/http/client-address";

const from = (headers: Record<string, string>) =>
  clientAddress(new Request("http://localhost:3000/api/x", { headers }));

describe("clientAddress", () => {
  it("prefers x-real-ip, which the proxy sets itself", () => {
    expect(from({ "x-real-ip": "203.0.113.7", "x-forwarded-for": "1.1.1.1, 203.0.113.7" })).toBe(
      "203.0.113.7",
    );
  });

  it("takes the last x-forwarded-for entry, so a client cannot pick its own bucket by prepending", () => {
    expect(from({ "x-forwarded-for": "6.6.6.6, 198.51.100.4" })).toBe("198.51.100.4");
    expect(from({ "x-forwarded-for": "6.6.6.6,198.51.100.4 , " })).toBe("198.51.100.4");
  });

  it("keeps a single x-forwarded-for value as the address", () => {
    expect(from({ "x-forwarded-for": "10.1.2.3" })).toBe("10.1.2.3");
  });

  it("falls back to one shared bucket without a usable header", () => {
    expect(from({})).toBe("local");
    expect(from({ "x-forwarded-for": " , " })).toBe("local");
    expect(from({ "x-real-ip": "x".repeat(500) })).toBe("local");
  });

  it("reads next-auth's plain header record the same way", () => {
    expect(clientAddressFromHeaders({ "x-forwarded-for": "6.6.6.6, 198.51.100.4" })).toBe(
      "198.51.100.4",
    );
    expect(clientAddressFromHeaders({ "x-forwarded-for": ["6.6.6.6", "198.51.100.9"] })).toBe(
      "198.51.100.9",
    );
    expect(clientAddressFromHeaders({ "x-real-ip": "203.0.113.7" })).toBe("203.0.113.7");
    expect(clientAddressFromHeaders(undefined)).toBe("local");
  });
});
