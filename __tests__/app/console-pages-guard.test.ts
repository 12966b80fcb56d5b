import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/*
 * Next.js renders a layout and its page in parallel, so an RSC request for a console page streams
 * the page's own markup even when the area's layout redirects. Each console page therefore calls
 * the area's guard itself; this test fails when a new page forgets it.
 */
const AREAS = [
  { dir: "src/app/admin/(console)", role: "admin" },
  { dir: "src/app/partner-dashboard/(portal)", role: "partner" },
  { dir: "src/app/driver-dashboard/(portal)", role: "driver" },
] as const;

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pagesUnder(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

const CASES = AREAS.flatMap((area) =>
  pagesUnder(path.join(process.cwd(), area.dir)).map((file) => [
    path.relative(process.cwd(), file),
    area.role,
  ]),
);

// The partner area's pages use requirePartnerPage, which calls requirePageRole("partner") and
// loads the partner record (src/server/partners/guards.ts).
const AREA_GUARDS: Record<string, string[]> = { partner: ["requirePartnerPage("] };

describe("console pages guard themselves", () => {
  it.each(CASES)("%s calls requirePageRole(%j)", (file, role) => {
    const source = readFileSync(path.join(process.cwd(), file), "utf8");
    const guards = [`requirePageRole("${role}"`, ...(AREA_GUARDS[role] ?? [])];
    expect(guards.some((guard) => source.includes(guard))).toBe(true);
  });

  it("the partner area's page guard is the partner role guard", () => {
    const source = readFileSync(path.join(process.cwd(), "src/server/partners/guards.ts"), "utf8");
    expect(source).toContain(`requirePageRole("partner"`);
  });

  it("finds the administrator's pages", () => {
    expect(CASES.filter(([, role]) => role === "admin").length).toBeGreaterThanOrEqual(2);
  });
});
