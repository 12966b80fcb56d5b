"use client";

import { LogOut, Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { activeHref } from "./active-href";
import type { ConsoleArea } from "./console-nav";

// next-auth's client (about 18 kB gzipped) loads on the click: the consoles' pages, the
// chauffeur's app on a phone among them, need it for nothing else.
async function signOutTo(callbackUrl: string): Promise<void> {
  const { signOut } = await import("next-auth/react");
  await signOut({ callbackUrl });
}

/** A navigation entry with its icon already drawn (by ConsoleShell, on the server). */
export interface FrameNavItem {
  href: string;
  label: string;
  section?: string;
  icon: React.ReactNode;
}

export interface ConsolePerson {
  name: string;
  email: string;
  roleLabel: string;
}

const SIGN_IN_PAGE: Record<ConsoleArea, string> = {
  admin: "/admin/login",
  partner: "/login",
  driver: "/login",
};

/** The partner portal's sidebar ends with Logout (spec §2); the other areas keep it in the top bar. */
const SIDEBAR_LOGOUT: Record<ConsoleArea, boolean> = { admin: false, partner: true, driver: false };

/**
 * The interactive frame of the administrator, partner and driver areas: side navigation (a menu
 * button opens it on small screens), a top bar with the signed-in person and Logout, and the
 * content. ConsoleShell hands it the area's navigation.
 */
export function ConsoleFrame({
  area,
  person,
  nav,
  children,
}: {
  area: ConsoleArea;
  person: ConsolePerson;
  nav: { title: string; items: FrameNavItem[] };
  children: React.ReactNode;
}) {
  const { title, items } = nav;
  const pathname = usePathname();
  const current = activeHref(items, pathname);
  // The menu is open for the page it was opened on, so following a link on a phone closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <div className="flex min-h-screen flex-col bg-neutral-50 md:flex-row">
      <aside
        className={cn(
          "border-b border-neutral-200 bg-brand-black text-white md:min-h-screen md:w-60 md:shrink-0 md:border-b-0",
        )}
      >
        <div className="flex items-center justify-between px-4 py-3">
          <Link
            href={items[0]?.href ?? "/"}
            className="min-h-11 content-center text-lg font-semibold"
          >
            {title}
          </Link>
          <Button
            variant="inverse"
            size="icon"
            className="md:hidden"
            aria-expanded={open}
            aria-controls="console-navigation"
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? (
              <X aria-hidden className="h-5 w-5" />
            ) : (
              <Menu aria-hidden className="h-5 w-5" />
            )}
          </Button>
        </div>
        <nav
          id="console-navigation"
          aria-label={title}
          className={cn("px-2 pb-3 md:block", open ? "block" : "hidden")}
        >
          <ul className="flex flex-col gap-1">
            {items.map(({ href, label, icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={href === current ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium",
                    href === current
                      ? "bg-brand-gold-400 text-brand-black"
                      : "text-neutral-100 hover:bg-neutral-800",
                  )}
                >
                  {icon} {label}
                </Link>
              </li>
            ))}
            {SIDEBAR_LOGOUT[area] && (
              <li>
                <button
                  type="button"
                  onClick={() => void signOutTo(SIGN_IN_PAGE[area])}
                  className="flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-neutral-100 hover:bg-neutral-800"
                >
                  <LogOut aria-hidden className="h-4 w-4" /> Logout
                </button>
              </li>
            )}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-3 border-b border-neutral-200 bg-white px-4 py-2">
          <p className="text-right text-sm leading-tight">
            <span className="block font-semibold text-neutral-900">{person.name}</span>
            <span className="block text-neutral-700">
              {person.roleLabel} · {person.email}
            </span>
          </p>
          {!SIDEBAR_LOGOUT[area] && (
            <Button variant="outline" size="sm" onClick={() => void signOutTo(SIGN_IN_PAGE[area])}>
              <LogOut aria-hidden className="h-4 w-4" /> Logout
            </Button>
          )}
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}
