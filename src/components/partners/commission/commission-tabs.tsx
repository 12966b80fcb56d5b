"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";

const TABS = [
  { href: "/partner-dashboard/commission/earnings", label: "Earnings" },
  { href: "/partner-dashboard/commission/transactions", label: "Transaction History" },
  { href: "/partner-dashboard/commission/payouts", label: "Payouts" },
] as const;

/** Links between Earnings, Transaction History and Payouts; the current one is marked. */
export function CommissionTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="Commission" className="mb-6 flex flex-wrap gap-2 border-b border-neutral-200">
      {TABS.map((tab) => {
        const current = pathname === tab.href;
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={current ? "page" : undefined}
            className={cn(
              "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium",
              current
                ? "border-brand-gold-700 text-neutral-900"
                : "border-transparent text-neutral-700 hover:text-neutral-900",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
