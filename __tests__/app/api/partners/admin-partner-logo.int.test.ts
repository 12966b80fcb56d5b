import { eq } from "drizzle-orm";
import { PUT as setGuestPage } from "@/app/api/admin/partners/[id]/guest-page/route";
import { GUEST_PAGE_MESSAGES } from "@/lib/validations/partner-guest-page";
import { getDb } from "@/server/db/client";
import { auditEvents, partners, type PartnerRow, type UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { jpeg, multipart } from "@test/drivers";
import { createUser } from "@test/factories";
import { createPartner } from "@test/partners";

let admin: UserRow;
let a: { user: UserRow; partner: PartnerRow };
let b: { user: UserRow; partner: PartnerRow };

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  a = await createPartner();
  b = await createPartner();
});

const put = (as: UserRow | undefined, id: string, form: FormData) =>
  call(setGuestPage, {
    method: "PUT",
    url: `/api/admin/partners/${id}/guest-page`,
    params: { id },
    formData: form,
    ...(as ? { as } : {}),
  });

const logoForm = async () =>
  multipart({}, [
    { field: "logo", name: "logo.jpg", type: "image/jpeg", bytes: await jpeg(900, 300) },
  ]);

describe("PUT /api/admin/partners/{id}/guest-page (the operator sets a partner's logo)", () => {
  it("stores the logo re-encoded on that partner only, keeps its texts, and audits the administrator", async () => {
    const res = await put(admin, String(a.partner.partner_id), await logoForm());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(GUEST_PAGE_MESSAGES.saved);
    const data = res.body.data as { guest_logo_url: string; guest_hero_title: string | null };
    expect(data.guest_logo_url).toMatch(/^\/api\/files\/partners\/logos\//);
    expect(data.guest_hero_title).toBe(a.partner.guest_hero_title);
    const db = await getDb();
    const [other] = await db
      .select()
      .from(partners)
      .where(eq(partners.partner_id, b.partner.partner_id));
    expect(other!.guest_logo_url).toBe(b.partner.guest_logo_url);
    const audits = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, String(a.partner.partner_id)));
    expect(
      audits.some((row) => row.actor_id === admin.user_id && row.action === "guest_page_updated"),
    ).toBe(true);
  });

  it("refuses a file whose bytes are not an image (415, as every upload) and keeps the logo", async () => {
    const form = multipart({}, [
      { field: "logo", name: "logo.jpg", type: "image/jpeg", bytes: Buffer.from("not an image") },
    ]);
    const res = await put(admin, String(a.partner.partner_id), form);
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toEqual(expect.any(String));
    const db = await getDb();
    const [row] = await db
      .select()
      .from(partners)
      .where(eq(partners.partner_id, a.partner.partner_id));
    expect(row!.guest_logo_url).toMatch(/^\/api\/files\/partners\/logos\//);
  });

  it("answers 401 without a session, 403 to a partner or customer, 404 for an unknown partner", async () => {
    expect((await put(undefined, String(a.partner.partner_id), await logoForm())).status).toBe(401);
    expect((await put(b.user, String(a.partner.partner_id), await logoForm())).status).toBe(403);
    const customer = await createUser();
    expect((await put(customer, String(a.partner.partner_id), await logoForm())).status).toBe(403);
    expect((await put(admin, "999999", await logoForm())).status).toBe(404);
    expect((await put(admin, "abc", await logoForm())).status).toBe(404);
  });
});
