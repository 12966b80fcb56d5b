import { randomBytes } from "node:crypto";
import { decryptWith, encryptWith, parseKey } from "@/server/auth/two-factor/secret-box";

describe("two-factor secret box (AES-256-GCM)", () => {
  const key = randomBytes(32);

  it("round-trips a secret and never stores it in clear", () => {
    const sealed = encryptWith(key, "JBSWY3DPEHPK3PXP");
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(decryptWith(key, sealed)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("uses a fresh IV each time", () => {
    expect(encryptWith(key, "same")).not.toBe(encryptWith(key, "same"));
  });

  it("refuses another key and altered ciphertext", () => {
    const sealed = encryptWith(key, "secret");
    expect(() => decryptWith(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString("base64url");
    expect(() => decryptWith(key, parts.join("."))).toThrow();
    expect(() => decryptWith(key, "v0.a.b.c")).toThrow(/format/);
  });

  it("parses hex and base64 keys of 32 bytes only", () => {
    expect(parseKey("ab".repeat(32))).toHaveLength(32);
    expect(parseKey(randomBytes(32).toString("base64"))).toHaveLength(32);
    expect(() => parseKey("c2hvcnQ=")).toThrow(/32 bytes/);
  });
});
