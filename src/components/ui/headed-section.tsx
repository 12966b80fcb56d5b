import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A region named by its own heading (`aria-labelledby`), so assistive technology lists it by its
 * title. `actions` (a button, filters) sit at the heading's end and wrap under it on a phone;
 * `level` 3 is for a region inside another one. No look of its own beyond the heading's.
 */
export function HeadedSection({
  id,
  title,
  level = 2,
  as: Tag = "section",
  actions,
  className,
  titleClassName,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  as?: "section" | "aside";
  actions?: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const heading = (
    <Heading id={id} className={cn("text-lg font-semibold text-neutral-900", titleClassName)}>
      {title}
    </Heading>
  );
  return (
    <Tag aria-labelledby={id} className={className}>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </Tag>
  );
}
