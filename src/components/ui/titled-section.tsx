import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A card-like region named by its own h2 (`aria-labelledby`), so assistive technology lists it
 * by its title. The kit's white card and heading are the defaults; a caller's classes override
 * them (twMerge), and `as="aside"` makes it complementary content.
 */
export function TitledSection({
  id,
  title,
  as: Tag = "section",
  className,
  titleClassName,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  title: ReactNode;
  as?: "section" | "aside";
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      aria-labelledby={id}
      className={cn("rounded-lg border border-neutral-200 bg-white p-5", className)}
    >
      <h2 id={id} className={cn("mb-3 text-lg font-semibold", titleClassName)}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
