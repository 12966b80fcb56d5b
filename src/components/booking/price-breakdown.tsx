"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { formatPence } from "@/lib/money";
import type { PriceLine } from "@/lib/price-lines";

/**
 * "How is this price made?": a disclosure over a price's lines (base fare, distance or hours,
 * area, adjustment with its reason), the total they sum to and, where known, what VAT says. One
 * component for the class step, payment, confirmation and both booking details views.
 */
export function PriceBreakdown({
  lines,
  totalPence,
  vatLabel,
  defaultOpen = false,
  className = "",
}: {
  lines: readonly PriceLine[];
  totalPence: number;
  /** "Of which VAT at 20%: £18.29" or "No VAT is charged..."; left out where not known. */
  vatLabel?: string | null;
  defaultOpen?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className={`text-sm ${className}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-gold-700 underline underline-offset-2 hover:text-brand-black focus-visible:outline-2 focus-visible:outline-brand-gold-600"
      >
        How is this price made?
        <ChevronDown aria-hidden className={`h-4 w-4 transition ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!open} className="mt-2 rounded-md border border-neutral-200 p-3">
        <dl aria-label="Price breakdown" className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {lines.map((line, index) => (
            <div key={`${line.code}-${index}`} className="contents">
              <dt className="text-neutral-700">{line.label}</dt>
              <dd className="text-right tabular-nums text-neutral-900">
                {formatPence(line.amountPence)}
              </dd>
            </div>
          ))}
          <div className="contents font-semibold">
            <dt className="border-t border-neutral-200 pt-1">Total</dt>
            <dd className="border-t border-neutral-200 pt-1 text-right tabular-nums">
              {formatPence(totalPence)}
            </dd>
          </div>
        </dl>
        {vatLabel ? <p className="mt-2 text-xs text-neutral-700">{vatLabel}</p> : null}
      </div>
    </div>
  );
}
