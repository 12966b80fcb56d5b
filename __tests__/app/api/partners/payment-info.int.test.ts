import { eq } from "drizzle-orm";
import { GET as read, PUT as save } from "@/app/api/partner/account/payment/route";
import { PAYMENT_MESSAGES } from "@/lib/validations/partner-payment";
import { getDb } from "@/server/db/client";
import {
  auditEvents,
  partnerBankAccounts,
  type PartnerRow,
  type UserRow,
} from "@/server/db/schema";
import { getPayoutAccount } from "@/server/partners/payment-info";
import { call } from "@test/accounts";
import { createUser } from "@test/factories";
import { createPartner } from "@test/partners";

let a: { user: UserRow; partner: PartnerRow };
let b: { user: UserRow; partner: PartnerRow };

beforeAll(async () => {
  a = await createPartner();
  b = await createPartner();
});

const put = (as: UserRow | undefined, body: unknown) =>
  call(save, { method: "PUT", url: "/api/partner/account/payment", body, ...(as ? { as } : {}) });
const uk = {
  kind: "uk",
  account_holder: "Aurora Cars Ltd",
  sort_code: "20-00-00",
  account_number: "55779911",
  payout_schedule: "monthly",
};

describe("the partner's payment information", () => {
  it("saves a UK account and answers it masked only; the payout helper reads the same text", async () => {
    expect((await call(read, { as: a.user })).body.data).toBeNull();
    const res = await put(a.user, uk);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.saved);
    const masked = "Sort code 20-••-•• · Account ••••9911";
    expect(res.body.data).toMatchObject({ kind: "uk", masked, payout_schedule: "monthly" });
    const again = await call(read, { as: a.user });
    expect(JSON.stringify(again.body)).not.toContain("55779911");
    expect(JSON.stringify(again.body)).not.toContain("200000");
    const db = await getDb();
    expect(await getPayoutAccount(db, a.partner.partner_id)).toEqual({
      masked,
      payout_schedule: "monthly",
    });
    const audits = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "payment_info_updated"));
    expect(JSON.stringify(audits)).not.toContain("55779911");
    expect((await call(read, { as: b.user })).body.data).toBeNull();
  });

  it("replaces it with a valid IBAN (spaces and case ignored)", async () => {
    const res = await put(a.user, {
      kind: "iban",
      account_holder: "Aurora Cars Ltd",
      iban: "gb82 west 1234 5698 7654 32",
      payout_schedule: "weekly",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: "iban", masked: "IBAN GB82 •••• 5432" });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(partnerBankAccounts)
      .where(eq(partnerBankAccounts.partner_id, a.partner.partner_id));
    expect(row).toMatchObject({ iban: "GB82WEST12345698765432", sort_code: null });
  });

  it("answers each validation message and a malformed body with 400", async () => {
    const bad = await put(a.user, {
      ...uk,
      account_holder: " ",
      sort_code: "12-34",
      account_number: "1234",
      payout_schedule: "daily",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      account_holder: PAYMENT_MESSAGES.holder,
      sort_code: PAYMENT_MESSAGES.sortCode,
      account_number: PAYMENT_MESSAGES.accountNumber,
      payout_schedule: PAYMENT_MESSAGES.schedule,
    });
    const iban = await put(a.user, {
      kind: "iban",
      account_holder: "A",
      iban: "GB82WEST12345698765433",
      payout_schedule: "weekly",
    });
    expect(iban.body.errors).toMatchObject({ iban: PAYMENT_MESSAGES.iban });
    expect((await put(a.user, { ...uk, kind: "swift" })).status).toBe(400);
    expect((await put(a.user, { ...uk, partner_id: b.partner.partner_id })).status).toBe(400);
    expect((await put(a.user, "{oops")).status).toBe(400);
  });

  it("needs a partner session", async () => {
    expect((await put(undefined, uk)).status).toBe(401);
    expect((await put(await createUser(), uk)).status).toBe(403);
    expect((await put(await createUser({ role: "admin" }), uk)).status).toBe(403);
    expect((await call(read, {})).status).toBe(401);
  });
});
