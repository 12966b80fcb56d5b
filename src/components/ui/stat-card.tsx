import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./cn";

export interface StatCardProps {
  title: string;
  value: ReactNode;
  /**
   * Percentage change against the previous period, e.g. 12.5 or -3; null when the previous period
   * had nothing, so there is no change to state (never 'Up 0%').
   */
  change?: number | null;
  /** "vs last month"; said after the change. */
  periodLabel?: string;
  /** Whether a rise is good news (revenue) or bad (cancellations); colours follow. */
  higherIsBetter?: boolean;
  icon?: ReactNode;
  className?: string;
}

const percent = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** A figure with its title and its change; the direction is said in words, not only by colour. */
export function StatCard({
  title,
  value,
  change,
  periodLabel,
  higherIsBetter = true,
  icon,
  className,
}: StatCardProps) {
  const up = typeof change === "number" && change >= 0;
  const good = typeof change !== "number" || change === 0 ? null : up === higherIsBetter;
  // An unchanged figure is neither up nor down: a level arrow and 'No change', never 'Up 0%'.
  const level = change === 0;
  const Arrow = level ? ArrowRight : up ? ArrowUpRight : ArrowDownRight;
  return (
    <section
      aria-label={title}
      className={cn("rounded-lg border border-neutral-200 bg-white p-5 shadow-sm", className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-neutral-700">{title}</h3>
        {icon && <span aria-hidden>{icon}</span>}
      </div>
      <p className="mt-2 text-2xl font-semibold text-neutral-900">{value}</p>
      {change === null && (
        <p className="mt-1 text-sm text-neutral-700">
          Nothing to compare with{periodLabel ? ` (${periodLabel})` : ""}
        </p>
      )}
      {change === 0 && (
        <p className="mt-1 text-sm text-neutral-700">
          No change{periodLabel ? ` ${periodLabel}` : ""}
        </p>
      )}
      {typeof change === "number" && change !== 0 && (
        <p className="mt-1 flex items-center gap-1 text-sm text-neutral-700">
          <span
            className={cn(
              "inline-flex items-center gap-0.5 font-semibold",
              good ? "text-green-800" : "text-red-700",
            )}
          >
            <Arrow aria-hidden className="size-4" />
            {level ? (
              "No change"
            ) : (
              <>
                <span className="sr-only">{up ? "Up" : "Down"} </span>
                {percent.format(Math.abs(change))}%
              </>
            )}
          </span>
          {periodLabel && <span> {periodLabel}</span>}
        </p>
      )}
    </section>
  );
}
