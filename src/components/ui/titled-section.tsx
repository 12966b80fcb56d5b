import type { ComponentProps } from "react";
import { cn } from "./cn";
import { HeadedSection } from "./headed-section";

/**
 * A card-like HeadedSection: the kit's white card and a spaced h2 are the defaults; a caller's
 * classes override them (twMerge), and `as="aside"` makes it complementary content.
 */
export function TitledSection({
  className,
  titleClassName,
  ...section
}: Omit<ComponentProps<typeof HeadedSection>, "level" | "actions">) {
  return (
    <HeadedSection
      {...section}
      className={cn("rounded-lg border border-neutral-200 bg-white p-5", className)}
      titleClassName={cn("mb-3", titleClassName)}
    />
  );
}
