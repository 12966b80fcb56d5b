import { PublicChrome } from "@/components/layout/public-chrome";

/** Marketing pages, booking steps, account screens and the customer dashboard. */
export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return <PublicChrome>{children}</PublicChrome>;
}
