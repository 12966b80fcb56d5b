"use client";

import { CalendarDays, UserRound } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";
import { ACCOUNT_AREA } from "@/lib/account-area";
import { LogoutButton } from "./logout-button";

const LINKS = [
  { ...ACCOUNT_AREA.bookings, icon: CalendarDays },
  { ...ACCOUNT_AREA.profile, icon: UserRound },
] as const;

export function DashboardNav() {
  const pathname = usePathname();
  return (
    <nav aria-label={ACCOUNT_AREA.name} className="flex flex-row gap-1 md:flex-col">
      {LINKS.map(({ href, label, icon: Icon }) => {
        const active = pathname.startsWith(href);
        return (
          <Link
            key={href}
            href={href}
            aria-current={active ? "page" : undefined}
            className={clsx(
              "inline-flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium",
              active ? "bg-brand-black text-white" : "text-neutral-800 hover:bg-neutral-100",
            )}
          >
            <Icon aria-hidden className="h-4 w-4" /> {label}
          </Link>
        );
      })}
      <LogoutButton className="justify-start font-medium md:mt-4" />
    </nav>
  );
}
