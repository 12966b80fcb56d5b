"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/**
 * A booking step's page heading. It takes the focus when the step appears, so after Continue a
 * screen reader announces the new step and the keyboard starts from the top of it.
 */
export function StepHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className={cn("mb-6 text-3xl font-semibold focus:outline-none", className)}
    >
      {children}
    </h1>
  );
}
