import Link from "next/link";
import type { ReactNode } from "react";

/** A page header's text link (back to a list, to a related inbox, to another view). */
export function HeaderLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-sm font-medium underline underline-offset-4">
      {children}
    </Link>
  );
}
