import { consolePerson } from "@/components/shells/console-nav";
import { ConsoleShell } from "@/components/shells/console-shell";
import { requirePageRole } from "@/server/auth/guards";

export const dynamic = "force-dynamic";

/** The role guard runs on the server for every page of the area, then the console shell. */
export default async function DriverAreaLayout({ children }: { children: React.ReactNode }) {
  const user = await requirePageRole("driver");
  return (
    <ConsoleShell area="driver" person={consolePerson("driver", user)}>
      {children}
    </ConsoleShell>
  );
}
