import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { requirePageRole } from "@/server/auth/guards";
import { findPartnerByUser } from "./queries";

/**
 * Pages of the partner area: the partner session (else sign-in or the person's own home) and
 * its partner record, read once per request for the layout and the page.
 */
export const requirePartnerPage = cache(async (callbackPath?: string) => {
  const user = await requirePageRole("partner", callbackPath);
  const partner = await findPartnerByUser(user.user_id);
  if (!partner) notFound();
  return { user, partner };
});
