import { fillText, placeholderValues } from "@/lib/content/placeholders";
import { fillHtml, renderMarkdown } from "@/lib/content/markdown";
import type { SiteIdentity } from "@/lib/site";

const site: SiteIdentity = {
  name: "Crown & Co <Cars>",
  description: "d",
  tagline: "t",
  supportEmail: "help@crown.example",
  phoneDisplay: "+44 20 7946 0000",
  phoneHref: "tel:+442079460000",
  address: "1 High St",
  countriesCount: 3,
  citiesCount: 64,
};
const values = placeholderValues(site);

describe("content placeholders", () => {
  it("fills text and keeps unknown names as written", () => {
    expect(fillText("About {{site_name}} in {{ cities }}+ cities {{nope}}", values)).toBe(
      "About Crown & Co <Cars> in 64+ cities {{nope}}",
    );
  });

  it("fills sanitised HTML with escaped values, including inside a mailto link", () => {
    const html = renderMarkdown(
      "**{{site_name}}**: write to [{{support_email}}](mailto:{{support_email}})",
    );
    const filled = fillHtml(html, values);
    expect(filled).toContain("<strong>Crown &amp; Co &lt;Cars&gt;</strong>");
    expect(filled).toContain('href="mailto:help@crown.example"');
    expect(filled).not.toContain("<Cars>");
  });

  it("fills in the sanitised tree: a setting can never become a javascript: or data: link", () => {
    const markdown = [
      "[Visit us]({{business_address}}) and [call]({{support_phone}})",
      '<a href="{{business_address}}" title="{{site_name}}">raw</a>',
      "![map]({{business_address}})",
      "Text: {{business_address}}",
    ].join("\n\n");
    for (const hostile of [
      "javascript:alert(document.cookie)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      'x" onmouseover="alert(1)',
    ]) {
      const evil = {
        ...values,
        business_address: hostile,
        site_name: '"><img src=x onerror=alert(1)>',
      };
      // The preview and live preview render with the values; the public page fills cached HTML.
      for (const html of [
        renderMarkdown(markdown, evil),
        fillHtml(renderMarkdown(markdown), evil),
      ]) {
        // (A percent-encoded tab, java%09script:, is a harmless relative path.)
        expect(html).not.toMatch(
          /(href|src)="\s*(j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|data)\s*:/i,
        );
        // No tag gains an attribute beyond its quoted allow-listed ones (onerror, onmouseover).
        expect(html).not.toMatch(/<[a-z]+(\s+[a-z]+="[^"]*")*\s+on[a-z]+=/i);
        expect(html).not.toMatch(/<img[^>]*src=x/i);
        // As text the value is shown, escaped.
        expect(html).toContain("Text: ");
      }
    }
  });

  it("keeps http(s), mailto and tel links working after filling", () => {
    const links = { ...values, business_address: "https://maps.example/?q=1 High St" };
    const html = renderMarkdown(
      "[map]({{business_address}}) [call](tel:{{support_phone}}) [mail](mailto:{{support_email}})",
      links,
    );
    expect(html).toContain('href="https://maps.example/?q=1%20High%20St"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('href="tel:+44%2020%207946%200000"');
    expect(html).toContain('href="mailto:help@crown.example"');
  });
});
