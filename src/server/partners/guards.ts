import "server-only";
import { notFound as pageNotFound } from "next/navigation";
import { cache } from "react";
import { requirePageRole, requireRole } from "@/server/auth/guards";
import type { SessionUser } from "@/server/auth/session";
import type { PartnerRow } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { findPartnerByUser } from "./queries";

/**
 * The partner area's guards, for its endpoints and its pages alike: a partner session and the
 * partner record linked to it. Endpoints answer 401/403/404; pages send the visitor to sign in
 * (or to their own home) and show the not-found page when no record is linked.
 */

export const NO_PARTNER_RECORD_MESSAGE = "No partner record is linked to this account.";

/** The partner record behind the signed-in partner account (404 when there is none). */
export async function loadOwnPartner(user: Pick<SessionUser, "user_id">): Promise<PartnerRow> {
  const row = await findPartnerByUser(user.user_id);
  if (!row) throw notFound(NO_PARTNER_RECORD_MESSAGE);
  return row;
}

/** The partner area's endpoints: a partner session (401/403 otherwise) and its own record. */
export async function requirePartner(
  request: Request,
): Promise<{ user: SessionUser; partner: PartnerRow }> {
  const user = await requireRole(request, "partner");
  return { user, partner: await loadOwnPartner(user) };
}

/**
 * Pages of the partner area: the partner session (else sign-in or the person's own home) and
 * its partner record, read once per request for the layout and the page.
 */
export const requirePartnerPage = cache(async (callbackPath?: string) => {
  const user = await requirePageRole("partner", callbackPath);
  const partner = await findPartnerByUser(user.user_id);
  if (!partner) pageNotFound();
  return { user, partner };
});

/** The list viewer of a partner: its account plus its record's id (see bookingScope). */
export function partnerViewer(user: SessionUser, partner: PartnerRow) {
  return { user_id: user.user_id, role: user.role, partner_id: partner.partner_id };
}
