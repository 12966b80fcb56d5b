import { and, eq } from "drizzle-orm";
import type { AdminPageRow, AdminPageStats } from "@/lib/content/admin-pages";
import { SLUG_MESSAGES } from "@/lib/content/slug";
import { CONTENT_PAGE_LIMITS, CONTENT_PAGE_MESSAGES } from "@/lib/validations/content-page";
import { getDb } from "@/server/db/client";
import { auditEvents, contentPageViews, type UserRow } from "@/server/db/schema";
import { getPublishedPage } from "@/server/pages/public-page";
import { createUser } from "@test/factories";
import { pageBody, pageIdOf, pageOf, pagesApi } from "@test/admin-pages";

let admin: UserRow;

beforeAll(async () => {
  admin = await createUser({ role: "admin", first_name: "Ada", last_name: "Admin" });
});

describe("GET /api/admin/pages", () => {
  it("lists the pages with their views and the three cards from real data", async () => {
    const db = await getDb();
    const aboutId = await pageIdOf("about");
    await db.insert(contentPageViews).values([
      { page_id: aboutId, day: "2026-01-01", views: 5 },
      { page_id: aboutId, day: "2026-01-02", views: 7 },
    ]);
    await pagesApi.create(admin, pageBody({ title: "Draft only", slug: "draft-only" }));
    const res = await pagesApi.list(admin);
    expect(res.status).toBe(200);
    const body = res.body as { data: AdminPageRow[]; stats: AdminPageStats };
    const about = body.data.find((page) => page.slug === "about");
    expect(about).toMatchObject({ status: "Published", is_system: true, views: 12 });
    expect(body.data.find((page) => page.slug === "draft-only")).toMatchObject({
      status: "Draft",
      is_system: false,
      views: 0,
    });
    expect(body.stats).toEqual({
      total_pages: body.data.length,
      published_pages: body.data.filter((page) => page.status === "Published").length,
      total_views: 12,
    });
  });

  it("filters by title or URL; % and _ are plain characters", async () => {
    const byTitle = (await pagesApi.list(admin, "?q=privacy")).body as { data: AdminPageRow[] };
    expect(byTitle.data.map((page) => page.slug)).toEqual(["privacy-policy"]);
    const bySlug = (await pagesApi.list(admin, "?q=terms-and")).body as { data: AdminPageRow[] };
    expect(bySlug.data.map((page) => page.slug)).toEqual(["terms-and-conditions"]);
    const wildcard = (await pagesApi.list(admin, "?q=%25")).body as { data: AdminPageRow[] };
    expect(wildcard.data).toEqual([]);
  });

  it.each([
    ["?page=0", "page"],
    ["?page_size=7", "page_size"],
    ["?colour=red", "body"],
    [`?q=${"x".repeat(101)}`, "q"],
  ])("answers 400 for %s", async (query, field) => {
    const res = await pagesApi.list(admin, query);
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { errors: object }).errors)).toContain(field);
  });
});

describe("POST /api/admin/pages", () => {
  it("creates a draft that visitors cannot see, audited", async () => {
    const res = await pagesApi.create(admin, pageBody({ slug: "our-drivers" }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(CONTENT_PAGE_MESSAGES.saved);
    const page = pageOf(res.body);
    expect(page).toMatchObject({ slug: "our-drivers", status: "Draft", published_slug: null });
    expect(await getPublishedPage("our-drivers")).toBeNull();
    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity_kind, "page"), eq(auditEvents.entity_id, String(page.page_id))),
      );
    expect(audit).toMatchObject({ action: "created", actor_id: admin.user_id });
    expect(audit!.changes).toMatchObject({ slug: { old: null, new: "our-drivers" } });
  });

  it("creates and publishes at once", async () => {
    const res = await pagesApi.create(admin, pageBody({ slug: "airports", action: "publish" }));
    expect(res.status).toBe(201);
    expect(pageOf(res.body)).toMatchObject({ status: "Published", published_slug: "airports" });
    expect((await getPublishedPage("airports"))?.html).toContain("<h2>Sedans</h2>");
  });

  it.each([
    ["title", { title: "  " }, CONTENT_PAGE_MESSAGES.titleRequired],
    ["title", { title: "x".repeat(121) }, CONTENT_PAGE_MESSAGES.titleTooLong],
    ["slug", { slug: "" }, SLUG_MESSAGES.required],
    ["slug", { slug: "Our Fleet" }, SLUG_MESSAGES.format],
    ["slug", { slug: "a".repeat(81) }, SLUG_MESSAGES.tooLong],
    ["slug", { slug: "admin" }, SLUG_MESSAGES.reserved],
    ["slug", { slug: "login" }, SLUG_MESSAGES.reserved],
    ["meta_description", { meta_description: "m".repeat(301) }, CONTENT_PAGE_MESSAGES.metaTooLong],
    [
      "body_markdown",
      { body_markdown: "b".repeat(CONTENT_PAGE_LIMITS.body + 1) },
      CONTENT_PAGE_MESSAGES.bodyTooLong,
    ],
    ["action", { action: "archive" }, "Choose draft or publish"],
    ["status", { status: "Published" }, undefined],
    ["is_system", { is_system: true }, undefined],
  ])("answers 400 on %s (%#)", async (field, overrides, message) => {
    const res = await pagesApi.create(admin, pageBody(overrides));
    expect(res.status).toBe(400);
    const errors = (res.body as { errors: Record<string, string> }).errors;
    if (message) expect(errors[field]).toBe(message);
    // An unknown key names the body: a client can never set the status or the system flag.
    else expect(errors.body).toMatch(new RegExp(field));
  });

  it("refuses a slug another page holds (409 with the field error)", async () => {
    const res = await pagesApi.create(admin, pageBody({ slug: "about" }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ errors: { slug: CONTENT_PAGE_MESSAGES.slugTaken } });
  });
});

describe("PUT /api/admin/pages/{id} validation", () => {
  it.each([
    ["title", { title: "" }, CONTENT_PAGE_MESSAGES.titleRequired],
    ["slug", { slug: "api" }, SLUG_MESSAGES.reserved],
    ["slug", { slug: "-bad-" }, SLUG_MESSAGES.format],
    ["action", { action: undefined }, "Choose draft or publish"],
  ])("answers 400 on %s (%#) and changes nothing", async (field, overrides, message) => {
    const created = pageOf((await pagesApi.create(admin, pageBody())).body);
    const res = await pagesApi.save(admin, created.page_id, pageBody(overrides));
    expect(res.status).toBe(400);
    expect((res.body as { errors: Record<string, string> }).errors[field]).toBe(message);
    expect(pageOf((await pagesApi.get(admin, created.page_id)).body).title).toBe(created.title);
  });
});

describe("long pages", () => {
  it("saves a page longer than an ordinary JSON body, up to the body limit", async () => {
    const long = "Words of a long policy. ".repeat(4_000);
    const res = await pagesApi.create(admin, pageBody({ body_markdown: long }));
    expect(res.status).toBe(201);
    expect(pageOf(res.body).body_markdown).toBe(long);
  });
});
