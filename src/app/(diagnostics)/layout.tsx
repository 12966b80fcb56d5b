import { PublicChrome } from "@/components/layout/public-chrome";
import { getSiteIdentity } from "@/server/settings/site-identity";

/** Local diagnostics (database test, e-mail outbox) wear the public frame; each page guards itself. */
export default async function DiagnosticsLayout({ children }: { children: React.ReactNode }) {
  return <PublicChrome site={await getSiteIdentity()}>{children}</PublicChrome>;
}
