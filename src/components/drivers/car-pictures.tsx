"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { DriverCarPicture } from "@/lib/drivers/types";
import { CarPicture, carPictureLabel } from "./car-picture";

// The enlarged view (and with it the dialog library, some 15 kB gzipped) loads on the first
// click: the chauffeur's profile page lists pictures but must stay within its script budget.
const CarPictureViewer = dynamic(
  () => import("./car-picture-viewer").then((module) => module.CarPictureViewer),
  { ssr: false },
);

/** Car pictures in a 3-column grid; a click (or Enter) opens the enlarged view. */
export function CarPictures({ pictures }: { pictures: readonly DriverCarPicture[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (pictures.length === 0) return <p className="text-sm text-neutral-700">No car pictures.</p>;
  const label = (at: number) => carPictureLabel(at, pictures.length);
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
              <CarPicture
                picture={picture}
                label={label(at)}
                className="aspect-square w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <CarPictureViewer
          pictures={pictures}
          at={open}
          onMove={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
