import { BookingDialogHost } from "@/components/booking/booking-dialog-host";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

/**
 * The public site's frame: header, footer and the booking popup. Used by the (public) route
 * group and by the 404 page, which Next renders in the root layout only.
 */
export function PublicChrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      {/* At least a screen tall: pages whose content renders in the browser (the booking steps,
          the sign-in forms) then never push a visible footer down as they appear. */}
      <main id="main" className="min-h-svh flex-1 pt-16">
        {children}
      </main>
      <SiteFooter />
      <BookingDialogHost />
    </>
  );
}
