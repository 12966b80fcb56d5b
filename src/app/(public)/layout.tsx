import { PublicChrome } from "@/components/layout/public-chrome";
import { getSiteIdentity } from "@/server/settings/site-identity";

/** Marketing pages, booking steps, account screens and the customer dashboard. */
export default async function PublicLayout({ children }: { children: React.ReactNode }) {
  return <PublicChrome site={await getSiteIdentity()}>{children}</PublicChrome>;
}
