import { and, desc, eq } from "drizzle-orm";
import { GET as read } from "@/app/api/partner/account/route";
import { POST as requestChange } from "@/app/api/partner/account/email/route";
import { POST as verify } from "@/app/api/auth/verify-email/route";
import { ACCOUNT_SETTINGS_MESSAGES as M } from "@/lib/validations/partner-account";
import { authenticate } from "@/server/auth/authenticate";
import { getDb } from "@/server/db/client";
import {
  auditEvents,
  emailChangeRequests,
  emailOutbox,
  partners,
  users,
  type PartnerRow,
  type UserRow,
} from "@/server/db/schema";
import { DUPLICATE_EMAIL_MESSAGE } from "@/server/users/register-user";
import { call, freshAddress } from "@test/accounts";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";
import { createPartner } from "@test/partners";

let a: { user: UserRow; partner: PartnerRow };

beforeAll(async () => {
  a = await createPartner();
});

const ask = (as: UserRow | undefined, body: unknown) =>
  call(requestChange, { url: "/api/partner/account/email", body, ...(as ? { as } : {}) });
const confirm = (body: unknown) =>
  call(verify, { url: "/api/auth/verify-email", body, headers: freshAddress() });

async function linkSentTo(email: string): Promise<string> {
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, email), eq(emailOutbox.template, "email-change-verify")))
    .orderBy(desc(emailOutbox.email_id))
    .limit(1);
  return decodeURIComponent(/verify-email\?token=([\w%-]+)/.exec(mail!.text)![1]!);
}

async function emailOf(userId: number): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.user_id, userId));
  return row!.email;
}

describe("changing the e-mail with a verification link", () => {
  it("changes nothing until the link is opened; then once, with a notice to the old address", async () => {
    const old = a.user.email;
    const res = await ask(a.user, { email: "  New.Address@Aurora.example " });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(M.verificationSent);
    expect(res.body.data).toEqual({ pending_email: "new.address@aurora.example" });
    expect(await emailOf(a.user.user_id)).toBe(old);
    expect((await call(read, { as: a.user })).body.data).toMatchObject({
      personal: { email: old },
      pending_email: "new.address@aurora.example",
    });
    const token = await linkSentTo("new.address@aurora.example");

    const done = await confirm({ token });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      message: M.emailChanged,
      data: { email: "new.address@aurora.example" },
    });
    expect(await emailOf(a.user.user_id)).toBe("new.address@aurora.example");
    const db = await getDb();
    const [partner] = await db
      .select()
      .from(partners)
      .where(eq(partners.partner_id, a.partner.partner_id));
    expect(partner?.contact_person_email).toBe("new.address@aurora.example");
    const notices = await db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.to_address, old), eq(emailOutbox.template, "email-changed-notice")),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("new.address@aurora.example");
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "email_changed"));
    expect(audit?.changes).toEqual({ email: { old, new: "new.address@aurora.example" } });
    // Sign-in now uses the new address.
    await expect(
      authenticate({
        email: "new.address@aurora.example",
        password: DEFAULT_PASSWORD,
        address: "10.9.9.9",
      }),
    ).resolves.toMatchObject({ user_id: a.user.user_id });

    // Single use.
    const again = await confirm({ token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(M.invalidLink);
    a.user = { ...a.user, email: "new.address@aurora.example" };
  });

  it("refuses an expired link and voids an older link when a newer one is sent", async () => {
    const p = await createPartner();
    await ask(p.user, { email: "first@aurora.example" });
    const first = await linkSentTo("first@aurora.example");
    await ask(p.user, { email: "second@aurora.example" });
    const second = await linkSentTo("second@aurora.example");
    expect((await confirm({ token: first })).status).toBe(400);
    const db = await getDb();
    await db
      .update(emailChangeRequests)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(emailChangeRequests.user_id, p.user.user_id));
    const expired = await confirm({ token: second });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(M.invalidLink);
    expect(await emailOf(p.user.user_id)).toBe(p.user.email);
  });

  it("refuses a taken address (409, field error) at the request and when the link is opened", async () => {
    const p = await createPartner();
    const other = await createUser();
    const taken = await ask(p.user, { email: other.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: DUPLICATE_EMAIL_MESSAGE });
    await ask(p.user, { email: "race@aurora.example" });
    const token = await linkSentTo("race@aurora.example");
    await createUser({ email: "race@aurora.example" });
    const late = await confirm({ token });
    expect(late.status).toBe(409);
    expect(await emailOf(p.user.user_id)).toBe(p.user.email);
  });

  it("answers validation errors, the same address and a malformed body with 400", async () => {
    const p = await createPartner();
    expect((await ask(p.user, { email: "" })).body.errors).toEqual({ email: "Email is required" });
    expect((await ask(p.user, { email: "not-an-email" })).body.errors).toEqual({
      email: "Invalid email address",
    });
    const same = await ask(p.user, { email: p.user.email });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ email: M.sameEmail });
    expect((await ask(p.user, { email: "x@aurora.example", user_id: 1 })).status).toBe(400);
    expect((await ask(p.user, "{")).status).toBe(400);
    expect((await confirm({})).status).toBe(400);
    expect((await confirm({ token: "made-up" })).body.message).toBe(M.invalidLink);
    expect((await confirm("nope")).status).toBe(400);
  });

  it("needs a partner session to ask", async () => {
    expect((await ask(undefined, { email: "a@b.example" })).status).toBe(401);
    expect((await ask(await createUser(), { email: "a@b.example" })).status).toBe(403);
  });
});
