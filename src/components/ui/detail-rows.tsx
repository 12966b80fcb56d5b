import type { ReactNode } from "react";
import { cn } from "./cn";

export type DetailRow = readonly [term: string, description: ReactNode];

const TERM_COLUMNS = {
  "7rem": "grid-cols-[7rem_minmax(0,1fr)]",
  "8rem": "grid-cols-[8rem_minmax(0,1fr)]",
} as const;

/**
 * Term/description pairs: a ride summary in the booking steps and the payment pages, a job's or
 * a chauffeur's facts. A fixed term width lines the terms up row by row; "auto" sizes the term
 * column to the longest term. `emphasis` says which side is bold (the driver app's values are);
 * `className` may override the text size and gaps.
 */
export function DetailRows({
  rows,
  termWidth = "7rem",
  emphasis = "term",
  className,
}: {
  rows: readonly DetailRow[];
  termWidth?: keyof typeof TERM_COLUMNS | "auto";
  emphasis?: "term" | "description";
  className?: string;
}) {
  const auto = termWidth === "auto";
  return (
    <dl
      className={cn(
        "grid gap-2 text-sm",
        auto && "grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4",
        className,
      )}
    >
      {rows.map(([term, description]) => (
        // minmax(0, 1fr): a long e-mail wraps inside a phone's dialog instead of being cut off.
        <div key={term} className={auto ? "contents" : cn("grid gap-2", TERM_COLUMNS[termWidth])}>
          <dt className={cn("text-neutral-700", emphasis === "term" && "font-medium")}>{term}</dt>
          <dd
            className={cn(
              "min-w-0 text-neutral-900 [overflow-wrap:anywhere]",
              emphasis === "description" && "font-medium",
            )}
          >
            {description}
          </dd>
        </div>
      ))}
    </dl>
  );
}
