"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { DriverCarPicture } from "@/lib/drivers/types";
import { CarPicture, carPictureLabel } from "./car-picture";

/**
 * The enlarged view of one car picture: closes with its button or Escape, and moves between
 * pictures with Previous / Next or the arrow keys. Its own module, loaded on the first
 * enlargement, so the dialog library stays out of the pages that list pictures.
 */
export function CarPictureViewer({
  pictures,
  at,
  onMove,
  onClose,
}: {
  pictures: readonly DriverCarPicture[];
  at: number;
  onMove: (at: number) => void;
  onClose: () => void;
}) {
  const count = pictures.length;
  const move = (step: number) => onMove((at + step + count) % count);
  useEffect(() => {
    // Anywhere in the enlarged view (the close button has focus first), arrows change picture.
    const onKey = (event: KeyboardEvent) => {
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (step) onMove((at + step + count) % count);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [at, count, onMove]);
  const current = pictures[at];
  if (!current) return null;
  const label = carPictureLabel(at, count);
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={label} size="xl">
        <div className="flex flex-col gap-3">
          <CarPicture
            key={current.picture_id}
            picture={current}
            label={label}
            className="max-h-[70vh] w-full rounded-md object-contain"
          />
          {count > 1 && (
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
    </Dialog>
  );
}
