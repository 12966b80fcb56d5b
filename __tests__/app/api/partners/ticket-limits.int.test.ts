import { eq } from "drizzle-orm";
import { POST as submit } from "@/app/api/partner/tickets/route";
import { getDb } from "@/server/db/client";
import { emailOutbox, partnerTickets, type UserRow } from "@/server/db/schema";
import { TICKET_LIMITS } from "@/server/partners/ticket-limits";
import { call, freshAddress } from "@test/accounts";
import { createPartner } from "@test/partners";

/**
 * The attack: 30 tickets in a burst, each 201 and each e-mailed to operations. A partner may
 * send a few; then 429 with Retry-After, and nothing more is stored or mailed.
 */
const post = (as: UserRow, headers: Record<string, string>, subject = "Burst") =>
  call(submit, {
    method: "POST",
    url: "/api/partner/tickets",
    body: { subject, message: "Please call me back" },
    headers,
    as,
  });

async function ticketsOf(partnerId: number): Promise<number> {
  const db = await getDb();
  return (await db.select().from(partnerTickets).where(eq(partnerTickets.partner_id, partnerId)))
    .length;
}

async function mailsAbout(subject: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(eq(emailOutbox.template, "partner-ticket-notification"));
  return rows.filter((row) => row.subject.includes(subject)).length;
}

describe("POST /api/partner/tickets in a burst", () => {
  it("answers 429 with Retry-After past the partner's allowance, storing and mailing nothing more", async () => {
    const { user, partner } = await createPartner();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    let refusal = "";
    for (let i = 0; i < 30; i += 1) {
      // From a different address each time: the partner's own limit holds anyway.
      const res = await post(user, freshAddress(), "Burst-partner");
      statuses.push(res.status);
      if (res.status === 429 && !retryAfter) {
        retryAfter = res.headers.get("retry-after");
        refusal = (res.body as { message: string }).message;
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(TICKET_LIMITS.perPartner);
    expect(statuses.slice(TICKET_LIMITS.perPartner).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(TICKET_LIMITS.perPartnerWindowSeconds);
    expect(refusal).toMatch(/try again in \d+ minutes?/);
    expect(await ticketsOf(partner.partner_id)).toBe(TICKET_LIMITS.perPartner);
    expect(await mailsAbout("Burst-partner")).toBe(TICKET_LIMITS.perPartner);
  });

  it("limits one address across several partner accounts", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < TICKET_LIMITS.perAddress + 3; i += 1) {
      const { user } = await createPartner();
      statuses.push((await post(user, address, "Burst-address")).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(TICKET_LIMITS.perAddress);
    expect(statuses.slice(TICKET_LIMITS.perAddress)).toEqual([429, 429, 429]);
    expect(await mailsAbout("Burst-address")).toBe(TICKET_LIMITS.perAddress);
  });
});
