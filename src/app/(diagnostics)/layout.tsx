import { PublicChrome } from "@/components/layout/public-chrome";

/** Local diagnostics (database test, e-mail outbox) wear the public frame; each page guards itself. */
export default function DiagnosticsLayout({ children }: { children: React.ReactNode }) {
  return <PublicChrome>{children}</PublicChrome>;
}
