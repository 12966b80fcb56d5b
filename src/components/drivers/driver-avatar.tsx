"use client";

import { UserRound } from "lucide-react";
import { useState } from "react";
import { cn } from "@/components/ui/cn";

/** The driver's photo, or a neutral placeholder when there is none or it fails to load. */
export function DriverAvatar({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span
        role="img"
        aria-label={`No photo of ${name}`}
        className={cn(
          "flex shrink-0 items-center justify-center rounded-full bg-neutral-200 text-neutral-700",
          className,
        )}
      >
        <UserRound aria-hidden className="size-1/2" />
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a private file served by /api/files
    <img
      src={src}
      alt={`Photo of ${name}`}
      onError={() => setFailed(src)}
      className={cn("shrink-0 rounded-full object-cover", className)}
    />
  );
}
