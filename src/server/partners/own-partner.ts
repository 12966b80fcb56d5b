import "server-only";
import type { SessionUser } from "@/server/auth/session";
import type { PartnerRow } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { findPartnerByUser } from "./queries";

export const NO_PARTNER_RECORD_MESSAGE = "No partner record is linked to this account.";

/** The partner record behind the signed-in partner account (404 when there is none). */
export async function loadOwnPartner(user: Pick<SessionUser, "user_id">): Promise<PartnerRow> {
  const row = await findPartnerByUser(user.user_id);
  if (!row) throw notFound(NO_PARTNER_RECORD_MESSAGE);
  return row;
}

/** The list viewer of a partner: its account plus its record's id (see bookingScope). */
export function partnerViewer(user: SessionUser, partner: PartnerRow) {
  return { user_id: user.user_id, role: user.role, partner_id: partner.partner_id };
}
