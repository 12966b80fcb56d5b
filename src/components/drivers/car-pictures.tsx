"use client";

import { ChevronLeft, ChevronRight, ImageOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { DriverCarPicture } from "@/lib/drivers/types";

/** A picture, or a placeholder saying it could not be loaded. */
function Picture({
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

/**
 * Car pictures in a 3-column grid; a click (or Enter) opens the enlarged view, which closes with
 * its button or Escape and moves between pictures with the arrow keys.
 */
export function CarPictures({ pictures }: { pictures: readonly DriverCarPicture[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const count = pictures.length;
  const enlarged = open !== null;
  useEffect(() => {
    if (!enlarged) return;
    // Anywhere in the enlarged view (the close button has focus first), arrows change picture.
    const onKey = (event: KeyboardEvent) => {
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (step) setOpen((at) => (at === null ? null : (at + step + count) % count));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enlarged, count]);
  if (pictures.length === 0) return <p className="text-sm text-neutral-700">No car pictures.</p>;
  const label = (at: number) => `Car picture ${at + 1} of ${pictures.length}`;
  const move = (step: number) =>
    setOpen((at) => (at === null ? null : (at + step + pictures.length) % pictures.length));
  const current = open === null ? null : pictures[open];
  return (
    <>
      <ul aria-label="Car Pictures" className="grid grid-cols-3 gap-2">
        {pictures.map((picture, at) => (
          <li key={picture.picture_id}>
            <button
              type="button"
              aria-label={`Enlarge ${label(at).toLowerCase()}`}
              onClick={() => setOpen(at)}
              className="block w-full overflow-hidden rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-500"
            >
              <Picture
                picture={picture}
                label={label(at)}
                className="aspect-square w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {current && open !== null && (
          <DialogContent title={label(open)} size="xl">
            <div className="flex flex-col gap-3">
              <Picture
                key={current.picture_id}
                picture={current}
                label={label(open)}
                className="max-h-[70vh] w-full rounded-md object-contain"
              />
              {pictures.length > 1 && (
                <div className="flex justify-between">
                  <Button variant="outline" onClick={() => move(-1)}>
                    <ChevronLeft aria-hidden className="size-4" /> Previous
                  </Button>
                  <Button variant="outline" onClick={() => move(1)}>
                    Next <ChevronRight aria-hidden className="size-4" />
                  </Button>
                </div>
              )}
            </div>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
