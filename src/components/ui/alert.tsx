import type { ReactNode } from "react";
import { cn } from "./cn";

export type AlertTone = "error" | "success" | "warning" | "info";

const tones: Record<AlertTone, string> = {
  error: "border-red-300 bg-red-50 text-red-800",
  success: "border-green-300 bg-green-50 text-green-900",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  info: "border-neutral-300 bg-neutral-50 text-neutral-900",
};

/**
 * A message box. Errors are announced at once (role "alert"); other tones politely ("status").
 * Pass `live={false}` for a message that is part of the page from the start.
 */
export function Alert({
  tone = "info",
  live = true,
  className,
  children,
}: {
  tone?: AlertTone;
  live?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const role = !live ? undefined : tone === "error" ? "alert" : "status";
  return (
    <div role={role} className={cn("rounded-md border p-3 text-sm", tones[tone], className)}>
      {children}
    </div>
  );
}
