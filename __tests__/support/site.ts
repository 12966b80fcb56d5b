import { siteIdentity } from "@/lib/site-identity";
import { GENERAL_DEFAULTS } from "@/server/settings/registry";

/** The site identity templates get when nothing is saved in Settings. */
export const TEST_SITE = siteIdentity(GENERAL_DEFAULTS);
