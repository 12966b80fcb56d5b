"use client";

import { ImageOff } from "lucide-react";
import { useState } from "react";
import type { DriverCarPicture } from "@/lib/drivers/types";

/** A picture, or a placeholder saying it could not be loaded. */
export function CarPicture({
  picture,
  label,
  className,
}: {
  picture: DriverCarPicture;
  label: string;
  className: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={`${label} could not be loaded`}
        className={`flex flex-col items-center justify-center gap-1 bg-neutral-200 text-xs text-neutral-700 ${className}`}
      >
        <ImageOff aria-hidden className="size-6" />
        Picture unavailable
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a private file served by /api/files
    <img src={picture.url} alt={label} onError={() => setFailed(true)} className={className} />
  );
}

/** "Car picture 2 of 8": the picture's name in the grid and the enlarged view's title. */
export function carPictureLabel(at: number, count: number): string {
  return `Car picture ${at + 1} of ${count}`;
}
