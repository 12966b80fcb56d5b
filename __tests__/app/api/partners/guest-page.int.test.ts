import { eq } from "drizzle-orm";
import { GET as readFile } from "@/app/api/files/[...key]/route";
import { GET as readSettings, PUT as saveSettings } from "@/app/api/partner/guest-page/route";
import { GUEST_PAGE_MESSAGES } from "@/lib/validations/partner-guest-page";
import { getDb } from "@/server/db/client";
import { partners, storedFiles, type PartnerRow, type UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { jpeg, multipart } from "@test/drivers";
import { createUser } from "@test/factories";
import { createPartner } from "@test/partners";

let a: { user: UserRow; partner: PartnerRow };
let b: { user: UserRow; partner: PartnerRow };

beforeAll(async () => {
  a = await createPartner({ status: "Pending" });
  b = await createPartner({ guest_hero_title: "B's own title" });
});

const put = (as: UserRow | undefined, form: FormData) =>
  call(saveSettings, {
    method: "PUT",
    url: "/api/partner/guest-page",
    formData: form,
    ...(as ? { as } : {}),
  });

describe("the partner's guest page settings", () => {
  it("answers the partner's own link and settings only", async () => {
    const res = await call(readSettings, { as: a.user });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      slug: a.partner.slug,
      url: `http://localhost:3000/p/${a.partner.slug}`,
      status: "Pending",
      guest_hero_title: null,
    });
    const other = await call(readSettings, { as: b.user });
    expect(other.body.data).toMatchObject({
      slug: b.partner.slug,
      guest_hero_title: "B's own title",
    });
  });

  it("publishes the texts and a logo, stored public and re-encoded, readable by visitors", async () => {
    const form = multipart(
      { guest_hero_title: "  Travel with Aurora ", guest_hero_text: "Airport runs and weddings." },
      [{ field: "logo", name: "logo.jpg", type: "image/jpeg", bytes: await jpeg(900, 300) }],
    );
    const res = await put(a.user, form);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(GUEST_PAGE_MESSAGES.saved);
    const data = res.body.data as { guest_hero_title: string; guest_logo_url: string };
    expect(data.guest_hero_title).toBe("Travel with Aurora");
    expect(data.guest_logo_url).toMatch(/^\/api\/files\/partners\/logos\//);
    const key = data.guest_logo_url.replace("/api/files/", "");
    const db = await getDb();
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(file).toMatchObject({
      owner_kind: "partner",
      owner_id: a.partner.partner_id,
      visibility: "public",
      width: 600,
    });
    const visitor = await call(readFile, { params: { key: key.split("/") } });
    expect(visitor.status).toBe(200);
    // Partner B's record is untouched.
    const [other] = await db
      .select()
      .from(partners)
      .where(eq(partners.partner_id, b.partner.partner_id));
    expect(other!.guest_logo_url).toBeNull();
  });

  it("removes the logo on request and keeps what was not sent", async () => {
    const res = await put(a.user, multipart({ remove_logo: "true" }));
    expect(res.body.data).toMatchObject({
      guest_logo_url: null,
      guest_hero_title: "Travel with Aurora",
    });
  });

  it("refuses an image that is not one, text that is too long, unknown fields and a JSON body", async () => {
    const notImage = await put(
      a.user,
      multipart({}, [
        {
          field: "hero_image",
          name: "x.jpg",
          type: "image/jpeg",
          bytes: Buffer.from("<svg onload=alert(1)>"),
        },
      ]),
    );
    // storeImage checks the bytes: markup named .jpg is an unsupported type.
    expect(notImage.status).toBe(415);
    const long = await put(a.user, multipart({ guest_hero_title: "x".repeat(121) }));
    expect(long.status).toBe(400);
    expect(long.body.errors?.guest_hero_title).toBe(GUEST_PAGE_MESSAGES.heroTitle);
    expect((await put(a.user, multipart({ status: "Active" }))).status).toBe(400);
    const json = await call(saveSettings, {
      method: "PUT",
      body: { guest_hero_title: "x" },
      as: a.user,
    });
    expect(json.status).toBe(415);
  });

  it("is the partner's alone: visitor 401, customer, driver and administrator 403", async () => {
    expect((await call(readSettings, {})).status).toBe(401);
    for (const role of ["customer", "driver", "admin"] as const) {
      const user = await createUser({ role });
      expect((await call(readSettings, { as: user })).status).toBe(403);
      expect((await put(user, multipart({ guest_hero_title: "Hijack" }))).status).toBe(403);
    }
    expect((await put(undefined, multipart({ guest_hero_title: "Hijack" }))).status).toBe(401);
  });
});
