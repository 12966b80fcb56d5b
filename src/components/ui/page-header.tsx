import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A console page's title (its one h1), an optional line under it and the page's actions: the
 * actions sit beside the title from 640 px and wrap under it on a phone.
 */
export function PageHeader({
  title,
  description,
  actions,
  leading,
  id,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Something before the title, such as the driver's photo. */
  leading?: ReactNode;
  /** The heading's id, for a section labelled by it. */
  id?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between",
        className,
      )}
    >
      <div className="flex min-w-0 items-center gap-4">
        {leading}
        <div className="min-w-0">
          <h1 id={id} className="text-2xl font-semibold break-words text-neutral-900">
            {title}
          </h1>
          {description && <div className="mt-1 text-sm text-neutral-700">{description}</div>}
        </div>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
    </div>
  );
}
