import type { ReactNode } from "react";
import { cn } from "./cn";

/** What a list shows when it has nothing: an icon, a heading, a sentence and an optional action. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-lg border border-dashed border-neutral-400 bg-white px-6 py-10 text-center",
        className,
      )}
    >
      {icon && (
        <span aria-hidden className="mb-3 text-neutral-600">
          {icon}
        </span>
      )}
      <Heading className="text-lg font-semibold text-neutral-900">{title}</Heading>
      {description && <p className="mt-1 max-w-md text-sm text-neutral-700">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
