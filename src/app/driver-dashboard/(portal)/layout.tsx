import type { Metadata } from "next";
import { consolePerson } from "@/components/shells/console-nav";
import { ConsoleShell } from "@/components/shells/console-shell";
import { requirePageRole } from "@/server/auth/guards";

export const dynamic = "force-dynamic";

/**
 * The driver area installs to the home screen as its own app ("Chauffeur jobs", opening on the
 * jobs): linked here only, so the public pages never download the manifest.
 */
export const metadata: Metadata = {
  manifest: "/driver-app/manifest.webmanifest",
  appleWebApp: { capable: true, title: "Chauffeur jobs", statusBarStyle: "black" },
  // The site's icon named again: a segment's `icons` replaces its parent's rather than adding.
  icons: {
    icon: [{ url: "/icon.svg", type: "image/svg+xml" }],
    apple: "/driver-app/apple-touch-icon.png",
  },
};

/** The role guard runs on the server for every page of the area, then the console shell. */
export default async function DriverAreaLayout({ children }: { children: React.ReactNode }) {
  const user = await requirePageRole("driver");
  return (
    <ConsoleShell area="driver" person={consolePerson("driver", user)}>
      {children}
    </ConsoleShell>
  );
}
