import { PUT as saveGroup } from "@/app/api/admin/settings/[key]/route";
import { SETTINGS_MESSAGES } from "@/lib/settings/schemas";
import { getDb } from "@/server/db/client";
import { siteSettings, type UserRow } from "@/server/db/schema";
import { previewPage } from "@/server/pages/preview";
import { getVisitorPage } from "@/server/pages/public-page";
import { GENERAL_DEFAULTS } from "@/server/settings/registry";
import { call, type Envelope } from "@test/accounts";
import { pageBody, pagesApi } from "@test/admin-pages";
import { createUser } from "@test/factories";

/**
 * The attack: a page links to `{{business_address}}` and Settings' business address is
 * `javascript:…`. Settings refuses such a value now; one stored before (or by other means) still
 * never becomes a live link, on the public page or the console's preview.
 */
let admin: UserRow;
const HOSTILE = "javascript:alert(document.cookie)";
const LIVE_SCRIPT_LINK = /(href|src)="\s*javascript:/i;

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
});

const saveGeneral = (overrides: Record<string, unknown>) =>
  call(saveGroup, {
    method: "PUT",
    url: "/api/admin/settings/general",
    params: { key: "general" as const },
    body: { ...GENERAL_DEFAULTS, support_phone: "+44 20 7946 0999", ...overrides },
    as: admin,
  });

describe("links in Settings values", () => {
  it.each([
    ["business_address", HOSTILE],
    ["business_address", "  JAVASCRIPT:alert(1)"],
    ["business_address", "data:text/html,<script>alert(1)</script>"],
    ["site_name", "vbscript:msgbox(1)"],
    ["site_description", "java\tscript:alert(1)"],
  ])("refuses %s = %j (400)", async (field, value) => {
    const res = await saveGeneral({ [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: SETTINGS_MESSAGES.unsafeLink });
  });

  it("accepts ordinary text and http(s), mailto and tel links", async () => {
    for (const business_address of [
      "12 Analytical Row, London W1A 1AA",
      "https://maps.example/apex",
      "Suite 4: 1 High St",
    ])
      expect((await saveGeneral({ business_address })).status).toBe(200);
  });

  it("a stored javascript: value never becomes a link on the public page or the preview", async () => {
    const created = await pagesApi.create(
      admin,
      pageBody({
        body_markdown: "[Find us]({{business_address}})\n\nWe are at {{business_address}}.",
        action: "publish",
      }),
    );
    expect(created.status).toBe(201);
    const page = (created.body as Envelope).data as { page_id: number; slug: string };
    const db = await getDb();
    await db
      .insert(siteSettings)
      .values({ key: "general", value: { ...GENERAL_DEFAULTS, business_address: HOSTILE } })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: { ...GENERAL_DEFAULTS, business_address: HOSTILE } },
      });
    const visitor = await getVisitorPage(page.slug);
    const preview = await previewPage(page.page_id);
    for (const html of [visitor!.html, preview!.html]) {
      expect(html).toContain("Find us");
      expect(html).not.toMatch(LIVE_SCRIPT_LINK);
    }
  });
});
