import { clsx } from "clsx";

export type DetailRow = readonly [term: string, description: string];

/** Term/description pairs of a ride summary, shared by the booking steps and the payment pages. */
export function DetailRows({
  rows,
  termWidth = "7rem",
  className,
}: {
  rows: readonly DetailRow[];
  termWidth?: "7rem" | "8rem";
  className?: string;
}) {
  return (
    <dl className={clsx("grid gap-2 text-sm", className)}>
      {rows.map(([term, description]) => (
        <div
          key={term}
          className={clsx(
            "grid gap-2",
            // minmax(0, 1fr): a long e-mail wraps inside a phone's dialog instead of being cut off.
            termWidth === "7rem"
              ? "grid-cols-[7rem_minmax(0,1fr)]"
              : "grid-cols-[8rem_minmax(0,1fr)]",
          )}
        >
          <dt className="font-medium text-neutral-700">{term}</dt>
          <dd className="min-w-0 text-neutral-900 [overflow-wrap:anywhere]">{description}</dd>
        </div>
      ))}
    </dl>
  );
}
