import type { ReactNode } from "react";
import { CommissionTabs } from "@/components/partners/commission/commission-tabs";

/** The three commission screens share a row of links between them. */
export default function CommissionLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <CommissionTabs />
      {children}
    </>
  );
}
