import { guestPageUrl, slugFromHost } from "@/lib/partners/partner-host";
import { firstFreeSlug, slugFromName, SLUG_PATTERN } from "@/lib/partners/slug";

describe("partner subdomains", () => {
  const root = "partners.example.com";
  it.each([
    ["bennett.partners.example.com", "bennett"],
    ["Bennett.Partners.Example.com:443", "bennett"],
    ["bennett-travel.partners.example.com.", "bennett-travel"],
  ])("%s is the guest page of %s", (host, slug) => {
    expect(slugFromHost(host, root)).toBe(slug);
  });

  it.each([
    null,
    "partners.example.com",
    "www.partners.example.com",
    "a.b.partners.example.com",
    "bennett.evil-partners.example.com",
    "bennett.example.com",
    "-bad.partners.example.com",
    "ab.partners.example.com",
  ])("%s names no partner", (host) => {
    expect(slugFromHost(host, root)).toBeNull();
  });

  it("links to the subdomain when configured, else /p/{slug}", () => {
    expect(guestPageUrl("bennett", "https://apex.example", root)).toBe(
      "https://bennett.partners.example.com",
    );
    expect(guestPageUrl("bennett", "http://localhost:3000", null)).toBe(
      "http://localhost:3000/p/bennett",
    );
  });
});

describe("slugs", () => {
  it("come from the company name, accents and symbols dropped", () => {
    expect(slugFromName("Bennett & Sons Executive Travel Ltd.")).toBe(
      "bennett-sons-executive-travel-ltd",
    );
    expect(slugFromName("Élan Chauffeurs")).toBe("elan-chauffeurs");
    expect(slugFromName("!!")).toBe("partner");
    expect(slugFromName("A1")).toBe("partner-a1");
    expect(SLUG_PATTERN.test(slugFromName("x".repeat(200)))).toBe(true);
  });

  it("take the first free number when taken", () => {
    expect(firstFreeSlug("acme", new Set())).toBe("acme");
    expect(firstFreeSlug("acme", new Set(["acme", "acme-2"]))).toBe("acme-3");
  });
});
