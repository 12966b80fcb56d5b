import type { AdminRevision, AdminRevisionSummary } from "@/lib/content/admin-pages";
import { CONTENT_PAGE_MESSAGES } from "@/lib/validations/content-page";
import { getDb } from "@/server/db/client";
import { auditEvents, contentPages, type UserRow } from "@/server/db/schema";
import { getPublishedPage } from "@/server/pages/public-page";
import { createUser } from "@test/factories";
import { pageBody, pageIdOf, pageOf, pagesApi } from "@test/admin-pages";
import { and, desc, eq } from "drizzle-orm";

let admin: UserRow;
let aboutId: number;

beforeAll(async () => {
  admin = await createUser({ role: "admin", first_name: "Ada", last_name: "Admin" });
  aboutId = await pageIdOf("about");
});

const aboutBody = (body_markdown: string, action = "draft") =>
  pageBody({ title: "About {{site_name}}", slug: "about", body_markdown, action });

const revisionsOf = async (id: number) =>
  (await pagesApi.revisions(admin, id)).body.data as AdminRevisionSummary[];

describe("Save as draft, Publish and Restore on the About page", () => {
  it("a draft leaves the public page alone; Publish changes it at once", async () => {
    const before = await getPublishedPage("about");
    const draft = await pagesApi.save(admin, aboutId, aboutBody("Drafted words."));
    expect(draft.status).toBe(200);
    expect(draft.body.message).toBe(CONTENT_PAGE_MESSAGES.saved);
    expect(pageOf(draft.body)).toMatchObject({
      status: "Published",
      has_unpublished_changes: true,
      body_markdown: "Drafted words.",
    });
    expect(await getPublishedPage("about")).toEqual(before);

    const published = await pagesApi.save(admin, aboutId, aboutBody("Published words.", "publish"));
    expect(published.body.message).toBe(CONTENT_PAGE_MESSAGES.published);
    expect(pageOf(published.body).has_unpublished_changes).toBe(false);
    expect((await getPublishedPage("about"))?.html).toBe("<p>Published words.</p>\n");
    const db = await getDb();
    const audits = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_kind, "page"), eq(auditEvents.entity_id, String(aboutId))))
      .orderBy(desc(auditEvents.id));
    expect(audits.slice(0, 2).map((row) => row.action)).toEqual(["published", "draft_saved"]);
    expect(audits[1]!.changes).toMatchObject({
      body_markdown: { new: "14 characters" },
    });
    expect(audits[0]!.actor_id).toBe(admin.user_id);
  });

  it("keeps every save as a revision (who, when, action), newest first", async () => {
    const revisions = await revisionsOf(aboutId);
    expect(revisions.slice(0, 2)).toMatchObject([
      { action: "publish", created_by_name: "Ada Admin", is_published: true },
      { action: "draft", created_by_name: "Ada Admin", is_published: false },
    ]);
    // The seeded first revision: no author.
    expect(revisions.at(-1)).toMatchObject({ created_by_name: null });
    const one = await pagesApi.revision(admin, aboutId, revisions[1]!.revision_id);
    expect(one.body.data as AdminRevision).toMatchObject({
      body_markdown: "Drafted words.",
      html: "<p>Drafted words.</p>\n",
    });
  });

  it("restores an earlier revision as a new draft revision; Publish makes it live", async () => {
    const seeded = (await revisionsOf(aboutId)).at(-1)!;
    const restored = await pagesApi.restore(admin, aboutId, seeded.revision_id);
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe(CONTENT_PAGE_MESSAGES.restored);
    expect(pageOf(restored.body).body_markdown).toContain("## Our mission");
    expect((await revisionsOf(aboutId))[0]).toMatchObject({ action: "restore" });
    // Still the published words until Publish.
    expect((await getPublishedPage("about"))?.html).toBe("<p>Published words.</p>\n");
    const page = pageOf(restored.body);
    await pagesApi.save(admin, aboutId, {
      title: page.title,
      slug: page.slug,
      meta_description: page.meta_description,
      body_markdown: page.body_markdown,
      action: "publish",
    });
    expect((await getPublishedPage("about"))?.html).toContain("<h2>Our mission</h2>");
  });

  it("keeps a system page's slug, refuses its deletion and its unpublishing", async () => {
    const moved = await pagesApi.save(admin, aboutId, pageBody({ slug: "about-us" }));
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual({ slug: CONTENT_PAGE_MESSAGES.systemSlug });
    const deleted = await pagesApi.remove(admin, aboutId);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(CONTENT_PAGE_MESSAGES.systemDelete);
    expect((await pagesApi.unpublish(admin, aboutId)).status).toBe(409);
    expect(await getPublishedPage("about")).not.toBeNull();
  });
});

describe("an administrator's own page", () => {
  it("moves its address on Publish only, and the old address stops at once", async () => {
    const created = pageOf(
      (await pagesApi.create(admin, pageBody({ slug: "fleet", action: "publish" }))).body,
    );
    const draft = await pagesApi.save(admin, created.page_id, pageBody({ slug: "our-cars" }));
    expect(pageOf(draft.body)).toMatchObject({ slug: "our-cars", published_slug: "fleet" });
    expect(await getPublishedPage("fleet")).not.toBeNull();
    // The old address is still served, so no other page may take it meanwhile.
    const taken = await pagesApi.create(admin, pageBody({ slug: "fleet" }));
    expect(taken.status).toBe(409);
    await pagesApi.save(admin, created.page_id, pageBody({ slug: "our-cars", action: "publish" }));
    expect(await getPublishedPage("fleet")).toBeNull();
    expect(await getPublishedPage("our-cars")).not.toBeNull();
  });

  it("refuses another page's slug and an application route on save", async () => {
    const created = pageOf((await pagesApi.create(admin, pageBody())).body);
    const clash = await pagesApi.save(admin, created.page_id, pageBody({ slug: "privacy-policy" }));
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual({ slug: CONTENT_PAGE_MESSAGES.slugTaken });
    const route = await pagesApi.save(admin, created.page_id, pageBody({ slug: "dashboard" }));
    expect(route.status).toBe(400);
  });

  it("unpublishes (not-found at once) and deletes with its revisions", async () => {
    const created = pageOf(
      (await pagesApi.create(admin, pageBody({ slug: "events", action: "publish" }))).body,
    );
    const off = await pagesApi.unpublish(admin, created.page_id);
    expect(off.status).toBe(200);
    expect(pageOf(off.body)).toMatchObject({ status: "Draft", published_slug: null });
    expect(await getPublishedPage("events")).toBeNull();
    expect((await pagesApi.unpublish(admin, created.page_id)).status).toBe(409);
    const gone = await pagesApi.remove(admin, created.page_id);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe(CONTENT_PAGE_MESSAGES.deleted);
    expect((await pagesApi.get(admin, created.page_id)).status).toBe(404);
    const db = await getDb();
    expect(
      await db.select().from(contentPages).where(eq(contentPages.page_id, created.page_id)),
    ).toEqual([]);
  });
});

describe("restoring onto an address another page took since", () => {
  it("is refused with the slug's field error and changes nothing", async () => {
    const mine = pageOf((await pagesApi.create(admin, pageBody({ slug: "chauffeurs" }))).body);
    const [first] = await revisionsOf(mine.page_id);
    await pagesApi.save(admin, mine.page_id, pageBody({ slug: "our-chauffeurs" }));
    await pagesApi.create(admin, pageBody({ slug: "chauffeurs" }));
    const res = await pagesApi.restore(admin, mine.page_id, first!.revision_id);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ slug: CONTENT_PAGE_MESSAGES.slugTaken });
    expect(pageOf((await pagesApi.get(admin, mine.page_id)).body).slug).toBe("our-chauffeurs");
  });
});

describe("hostile Markdown", () => {
  const HOSTILE = [
    "<script>alert(1)</script>",
    '<img src="https://x.test/a.png" onerror="alert(2)">',
    "[click](javascript:alert(3))",
    '<a href="JaVaScRiPt:alert(4)">x</a>',
    '<iframe src="https://evil.test"></iframe>',
    '<p style="background:url(javascript:alert(5))" onclick="alert(6)">styled</p>',
    "<svg><script>alert(7)</script></svg>",
    '<form action="https://evil.test"><input name="x"></form>',
    "![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)",
  ].join("\n\n");

  it("is saved as written and rendered sanitised, in the revision view and on the site", async () => {
    const res = await pagesApi.create(
      admin,
      pageBody({ slug: "hostile", body_markdown: HOSTILE, action: "publish" }),
    );
    expect(res.status).toBe(201);
    expect(pageOf(res.body).body_markdown).toBe(HOSTILE);
    const [revision] = await revisionsOf(pageOf(res.body).page_id);
    const view = (await pagesApi.revision(admin, pageOf(res.body).page_id, revision!.revision_id))
      .body.data as AdminRevision;
    for (const html of [view.html, (await getPublishedPage("hostile"))!.html]) {
      expect(html).not.toMatch(
        /<script|<iframe|<form|<input|<svg|onerror|onclick|style=|javascript:|data:/i,
      );
      expect(html).toContain("styled");
    }
  });
});
