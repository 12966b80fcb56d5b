import { BookingDialogHost } from "@/components/booking/booking-dialog-host";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import type { SiteIdentity } from "@/lib/site";
import { SiteIdentityProvider } from "./site-identity-context";

/**
 * The public site's frame: header, footer and the booking popup. Used by the (public) route
 * group and by the 404 page, which Next renders in the root layout only. `site` is Settings' name and
 * contact details, for the header, footer and the steps' Need Help panel.
 */
export function PublicChrome({
  site,
  children,
}: {
  site: SiteIdentity;
  children: React.ReactNode;
}) {
  return (
    <SiteIdentityProvider site={site}>
      <SiteHeader />
      {/* At least a screen tall: pages whose content renders in the browser (the booking steps,
          the sign-in forms) then never push a visible footer down as they appear. */}
      <main id="main" className="min-h-svh flex-1 pt-16">
        {children}
      </main>
      <SiteFooter />
      <BookingDialogHost />
    </SiteIdentityProvider>
  );
}
