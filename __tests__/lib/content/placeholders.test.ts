import { fillHtml, fillText, placeholderValues } from "@/lib/content/placeholders";
import { renderMarkdown } from "@/lib/content/markdown";
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
});
