import { consolePerson } from "@/components/shells/console-nav";
import { ConsoleShell } from "@/components/shells/console-shell";
import { PartnerStatusBanner } from "@/components/partners/dashboard/partner-status-banner";
import { requirePartnerPage } from "@/server/partners/guards";

export const dynamic = "force-dynamic";

/**
 * The role guard runs on the server for every page of the area, then the console shell; a
 * partner still under review (or stopped) sees why at the top of every page.
 */
export default async function PartnerAreaLayout({ children }: { children: React.ReactNode }) {
  const { user, partner } = await requirePartnerPage();
  return (
    <ConsoleShell area="partner" person={consolePerson("partner", user)}>
      <PartnerStatusBanner status={partner.status} />
      {children}
    </ConsoleShell>
  );
}
