import { and, eq } from "drizzle-orm";
import { POST as confirm } from "@/app/api/account/two-factor/confirm/route";
import { POST as disable } from "@/app/api/account/two-factor/disable/route";
import { GET as status } from "@/app/api/account/two-factor/route";
import { POST as start } from "@/app/api/account/two-factor/start/route";
import type { TwoFactorEnrolmentView } from "@/lib/validations/two-factor";
import { codeForStep, stepAt } from "@/server/auth/two-factor/totp";
import { getDb } from "@/server/db/client";
import { auditEvents, emailOutbox, type UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { createUser } from "@test/factories";

/** The /api/account/two-factor endpoints as the integration tests call them. */
export type Handler = typeof start;
export const post = (handler: Handler, url: string, as: UserRow | null, body?: unknown) =>
  call(handler, {
    method: "POST",
    url,
    ...(as ? { as } : {}),
    ...(body !== undefined ? { body } : {}),
  });
export const begin = (as: UserRow | null) => post(start, "/api/account/two-factor/start", as);
export const confirmWith = (as: UserRow | null, body: unknown) =>
  post(confirm, "/api/account/two-factor/confirm", as, body);
export const disableWith = (as: UserRow | null, body: unknown) =>
  post(disable, "/api/account/two-factor/disable", as, body);
export const statusOf = (as: UserRow) => call(status, { url: "/api/account/two-factor", as });

export const nowStep = () => stepAt(Date.now());

export async function setupKey(user: UserRow): Promise<string> {
  const res = await begin(user);
  expect(res.status).toBe(200);
  return (res.body.data as TwoFactorEnrolmentView).setup_key;
}

export async function enrolled(role: "admin" | "partner") {
  const user = await createUser({ role });
  const key = await setupKey(user);
  const used = codeForStep(key, nowStep());
  const res = await confirmWith(user, { code: used });
  expect(res.status).toBe(200);
  return { user, key, used, codes: (res.body.data as { recovery_codes: string[] }).recovery_codes };
}

export async function auditActions(userId: number) {
  const db = await getDb();
  const rows = await db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity_kind, "user"), eq(auditEvents.entity_id, String(userId))));
  return rows.map((row) => row.action);
}

export async function templatesSentTo(address: string) {
  const db = await getDb();
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, address));
  return rows.map((row) => row.template);
}
