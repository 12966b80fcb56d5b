import "server-only";
import { siteIdentity, type SiteIdentity } from "@/lib/site-identity";
import type { Executor } from "@/server/db/client";
import { getSiteSettings, readSettingsGroup } from "./read-settings";

/**
 * The site's name and contact details for e-mails and PDFs. Inside a transaction pass it: the
 * read then goes through it (PGlite has one connection, so a read beside an open transaction
 * would wait for it forever); without one the cached settings answer.
 */
export async function getSiteIdentity(executor?: Executor): Promise<SiteIdentity> {
  const general = executor
    ? await readSettingsGroup("general", executor)
    : (await getSiteSettings()).general;
  return siteIdentity(general);
}
