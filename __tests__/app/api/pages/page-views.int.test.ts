import { eq, sql } from "drizzle-orm";
import { POST as viewRoute } from "@/app/api/pages/[slug]/view/route";
import ContentPage from "@/app/(public)/[slug]/page";
import { getDb } from "@/server/db/client";
import { contentPages, contentPageViews, contentPageVisitors } from "@/server/db/schema";
import { countPageView } from "@/server/pages/count-view";
import { getPublishedPage, getVisitorPage } from "@/server/pages/public-page";
import { call, freshAddress } from "@test/accounts";
import { createUser } from "@test/factories";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36";

async function views(slug: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${contentPageViews.views}), 0)::int` })
    .from(contentPageViews)
    .innerJoin(contentPages, eq(contentPages.page_id, contentPageViews.page_id))
    .where(eq(contentPages.slug, slug));
  return row?.total ?? 0;
}

// Each call comes from an address of its own unless the test names one.
function beacon(slug: string, headers: Record<string, string> = { "user-agent": BROWSER }) {
  return call<{ data: { counted: boolean } }, { slug: string }>(viewRoute, {
    method: "POST",
    url: `/api/pages/${slug}/view`,
    params: { slug },
    headers: { ...freshAddress(), ...headers },
  });
}

describe("the seeded system pages", () => {
  it("are published with today's texts", async () => {
    const about = await getVisitorPage("about");
    // The seeded texts quote the site's facts as placeholders, filled from Settings.
    expect(about?.title).toBe("About Apex Chauffeurs");
    expect(about?.html).toMatch(/<dt>Cities<\/dt><dd>\d+\+<\/dd>/);
    expect(about?.html).not.toContain("{{");
    expect(about?.html).toContain("<h2>Our mission</h2>");
    expect((await getPublishedPage("privacy-policy"))?.html).toContain("What we collect");
    expect((await getPublishedPage("terms-and-conditions"))?.html).toContain("Waiting time");
    expect(await getPublishedPage("no-such-page")).toBeNull();
  });
});

describe("serving a page", () => {
  it("writes nothing to the database", async () => {
    const before = await views("about");
    const element = await ContentPage({ params: Promise.resolve({ slug: "about" }) });
    expect(element).toBeTruthy();
    expect(await views("about")).toBe(before);
  });
});

describe("POST /api/pages/{slug}/view", () => {
  it("counts a visitor's view on today's counter", async () => {
    const before = await views("terms-and-conditions");
    expect((await beacon("terms-and-conditions")).body.data.counted).toBe(true);
    const customer = await createUser();
    const signedIn = await call<{ data: { counted: boolean } }, { slug: string }>(viewRoute, {
      method: "POST",
      url: "/api/pages/terms-and-conditions/view",
      params: { slug: "terms-and-conditions" },
      headers: { "user-agent": BROWSER, ...freshAddress() },
      as: customer,
    });
    expect(signedIn.body.data.counted).toBe(true);
    expect(await views("terms-and-conditions")).toBe(before + 2);
    const db = await getDb();
    const rows = await db.select().from(contentPageViews);
    expect(new Set(rows.map((row) => `${row.page_id}:${row.day}`)).size).toBe(rows.length);
  });

  it.each([
    ["a crawler", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }],
    ["a headless browser", { "user-agent": "Mozilla/5.0 HeadlessChrome/130" }],
    ["no user agent", {}],
    ["a prefetch", { "user-agent": BROWSER, "sec-purpose": "prefetch" }],
  ])("ignores %s", async (_name, headers) => {
    const before = await views("about");
    const answer = await beacon("about", headers);
    expect(answer.status).toBe(200);
    expect(answer.body.data.counted).toBe(false);
    expect(await views("about")).toBe(before);
  });

  it("ignores administrators", async () => {
    const admin = await createUser({ role: "admin" });
    const before = await views("about");
    const answer = await call<{ data: { counted: boolean } }, { slug: string }>(viewRoute, {
      method: "POST",
      url: "/api/pages/about/view",
      params: { slug: "about" },
      headers: { "user-agent": BROWSER },
      as: admin,
    });
    expect(answer.body.data.counted).toBe(false);
    expect(await views("about")).toBe(before);
  });

  it("answers an unknown or malformed slug without counting", async () => {
    expect((await beacon("no-such-page")).body.data.counted).toBe(false);
    expect((await beacon("..%2Fadmin")).body.data.counted).toBe(false);
  });
});

describe("inflating a page's views", () => {
  it("counts one view per visitor, page and day, however often the beacon is called", async () => {
    const before = await views("privacy-policy");
    const address = freshAddress();
    const answers: boolean[] = [];
    for (let i = 0; i < 60; i += 1)
      answers.push(
        (await beacon("privacy-policy", { "user-agent": BROWSER, ...address })).body.data.counted,
      );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await views("privacy-policy")).toBe(before + 1);
    // Another visitor counts; the first one again on another page counts there.
    expect((await beacon("privacy-policy")).body.data.counted).toBe(true);
    expect((await beacon("about", { "user-agent": BROWSER, ...address })).body.data.counted).toBe(
      true,
    );
    expect(await views("privacy-policy")).toBe(before + 2);
  });

  it("counts the same visitor again the next (UTC) day, and stores no address", async () => {
    const visitor = "203.0.113.77";
    const today = new Date("2031-03-01T23:59:00Z");
    const tomorrow = new Date("2031-03-02T00:01:00Z");
    expect(await countPageView({ slug: "about", visitor, now: today })).toBe(true);
    expect(await countPageView({ slug: "about", visitor, now: today })).toBe(false);
    expect(await countPageView({ slug: "about", visitor, now: tomorrow })).toBe(true);
    const db = await getDb();
    const marks = await db.select().from(contentPageVisitors);
    expect(JSON.stringify(marks)).not.toContain(visitor);
    // Yesterday's marks went when today's first view came.
    expect(marks.some((mark) => mark.day === "2031-03-01")).toBe(false);
  });
});
