import { buttonClass } from "@/components/ui/button";

/** Downloads the ledger list as the page shows it (the page's filters carried in `query`). */
export function CommissionExportLink({
  list,
  query,
  children,
}: {
  list: "payouts" | "transactions";
  query: string;
  children: string;
}) {
  return (
    <a
      href={`/api/partner/commission/${list}/export${query ? `?${query}` : ""}`}
      className={buttonClass({ variant: "outline", size: "sm" })}
      download
    >
      {children}
    </a>
  );
}
