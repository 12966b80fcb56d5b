import "server-only";
import { like, or, eq } from "drizzle-orm";
import { firstFreeSlug, slugFromName } from "@/lib/partners/slug";
import type { Executor } from "@/server/db/client";
import { partners } from "@/server/db/schema";

/**
 * A free slug for a company name: its own slug, or the first numbered one not taken. Two
 * registrations racing for one name are settled by the unique index (the loser retries).
 */
export async function freeSlugFor(companyName: string, executor: Executor): Promise<string> {
  const base = slugFromName(companyName);
  const rows = await executor
    .select({ slug: partners.slug })
    .from(partners)
    .where(or(eq(partners.slug, base), like(partners.slug, `${base}-%`)));
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}
