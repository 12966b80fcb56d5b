import { readdirSync } from "node:fs";
import path from "node:path";
import { isReservedSlug, RESERVED_SLUGS, slugify, SYSTEM_PAGE_SLUGS } from "@/lib/content/slug";
import { contentPageSchema } from "@/lib/validations/content-page";

const ROOT = path.join(__dirname, "..", "..", "..");

/** Every top-level path segment of `src/app`, looking through route groups like `(public)`. */
function appSegments(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    if (entry.name.startsWith("(")) found.push(...appSegments(path.join(dir, entry.name)));
    else if (!entry.name.startsWith("[") && !entry.name.startsWith("_")) found.push(entry.name);
  }
  return found;
}

describe("reserved slugs", () => {
  it("include every top-level route of src/app and every folder of public/", () => {
    const app = appSegments(path.join(ROOT, "src", "app"));
    const publicDirs = readdirSync(path.join(ROOT, "public"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(app).toContain("admin");
    const missing = [...app, ...publicDirs].filter(
      (segment) =>
        !RESERVED_SLUGS.includes(segment) && !SYSTEM_PAGE_SLUGS.includes(segment as never),
    );
    expect(missing).toEqual([]);
  });

  it("are refused case-insensitively", () => {
    expect(isReservedSlug("admin")).toBe(true);
    expect(isReservedSlug("API")).toBe(true);
    expect(isReservedSlug("our-fleet")).toBe(false);
  });
});

describe("slugify", () => {
  it("turns a title into a slug", () => {
    expect(slugify("Our Fleet & Drivers!")).toBe("our-fleet-and-drivers");
    expect(slugify("  Café  Crème  ")).toBe("cafe-creme");
    expect(slugify("---")).toBe("");
  });
});

describe("contentPageSchema slug", () => {
  const base = { title: "Fleet", meta_description: "", body_markdown: "# Fleet" };
  it.each([
    ["our-fleet", true],
    ["Our-Fleet", false],
    ["our--fleet", false],
    ["-fleet", false],
    ["fleet/cars", false],
    ["admin", false],
    ["a".repeat(81), false],
    ["", false],
  ])("%s valid=%s", (slug, valid) => {
    expect(contentPageSchema.safeParse({ ...base, slug }).success).toBe(valid);
  });
});
