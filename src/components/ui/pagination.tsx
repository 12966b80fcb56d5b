"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "./button";
import { cn } from "./cn";
import { pageItems, showingText } from "./pagination-pages";

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  total: number;
  /** URL state: each page is a link to this href. */
  hrefFor?: (page: number) => string;
  /** Client state: each page is a button calling this. */
  onPageChange?: (page: number) => void;
  /** The navigation landmark's name, distinct when a screen has several lists. */
  label?: string;
  className?: string;
}

function PageControl({
  page,
  hrefFor,
  onPageChange,
  disabled,
  current,
  label,
  children,
}: Pick<PaginationProps, "hrefFor" | "onPageChange"> & {
  page: number;
  disabled?: boolean;
  current?: boolean;
  label?: string;
  children: ReactNode;
}) {
  const className = buttonClass({
    variant: current ? "primary" : "outline",
    size: "sm",
    className: "min-w-11",
  });
  if (disabled) {
    // A disabled link is not focusable; say it is unavailable instead of hiding it.
    return (
      <span aria-disabled="true" className={cn(className, "opacity-60")}>
        {children}
      </span>
    );
  }
  if (hrefFor) {
    return (
      <Link
        href={hrefFor(page)}
        aria-label={label}
        aria-current={current ? "page" : undefined}
        className={className}
      >
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? "page" : undefined}
      className={className}
      onClick={() => onPageChange?.(page)}
    >
      {children}
    </button>
  );
}

/** 'Showing X to Y of N entries', Previous, numbered pages with ellipses, Next. */
export function Pagination({
  page,
  pageSize,
  total,
  hrefFor,
  onPageChange,
  label = "Pagination",
  className,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const shared = { hrefFor, onPageChange };
  return (
    <div className={cn("flex flex-wrap items-center justify-between gap-3", className)}>
      <p className="text-sm text-neutral-700" aria-live="polite">
        {showingText(current, pageSize, total)}
      </p>
      <nav aria-label={label}>
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <PageControl {...shared} page={current - 1} disabled={current <= 1}>
              Previous
            </PageControl>
          </li>
          {pageItems(current, pageCount).map((item) =>
            typeof item === "number" ? (
              <li key={item}>
                <PageControl
                  {...shared}
                  page={item}
                  current={item === current}
                  label={`Page ${item}`}
                >
                  {item}
                </PageControl>
              </li>
            ) : (
              <li key={item} aria-hidden className="px-2 text-neutral-700">
                …
              </li>
            ),
          )}
          <li>
            <PageControl {...shared} page={current + 1} disabled={current >= pageCount}>
              Next
            </PageControl>
          </li>
        </ul>
      </nav>
    </div>
  );
}
