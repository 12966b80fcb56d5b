import "server-only";
import { requireRole } from "@/server/auth/guards";
import type { SessionUser } from "@/server/auth/session";
import type { PartnerRow } from "@/server/db/schema";
import { loadOwnPartner } from "./own-partner";

/** The partner area's endpoints: a partner session (401/403 otherwise) and its own record. */
export async function requirePartner(
  request: Request,
): Promise<{ user: SessionUser; partner: PartnerRow }> {
  const user = await requireRole(request, "partner");
  return { user, partner: await loadOwnPartner(user) };
}
