import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { partners } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";

/** The partner companies a job can be farmed out to (Active ones), by name. */
export async function activePartnerOptions(executor?: Executor) {
  const db = await executorOrDb(executor);
  return db
    .select({ partner_id: partners.partner_id, company_name: partners.company_name })
    .from(partners)
    .where(eq(partners.status, "Active"))
    .orderBy(asc(partners.company_name), asc(partners.partner_id));
}
