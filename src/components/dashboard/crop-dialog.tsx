"use client";

import { useState, type KeyboardEvent } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { clampCrop, nudgeDirection, nudgeStep } from "./crop-image";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";

interface CropDialogProps {
  source: string | null;
  busy: boolean;
  onCancel: () => void;
  onChoose: (area: Area) => void;
}

/** 'Move and scale': a round 1:1 crop; arrows move by 1, 10 with Shift, 100 with Ctrl/Cmd. */
export function CropDialog({ source, busy, onCancel, onChoose }: CropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [media, setMedia] = useState<{ width: number; height: number } | null>(null);
  const [cropSize, setCropSize] = useState<{ width: number; height: number } | null>(null);

  // Runs before the cropper's own handler (which only knows one step size) and replaces it.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = nudgeDirection(event.key);
    if (!direction) return;
    event.preventDefault();
    event.stopPropagation();
    const step = nudgeStep(event);
    setCrop((current) =>
      clampCrop(
        { x: current.x + direction.x * step, y: current.y + direction.y * step },
        media,
        cropSize,
        zoom,
      ),
    );
  };

  return (
    <Dialog open={source !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <DialogContent
        size="sm"
        showClose={false}
        title="Move and scale"
        description="Drag or use the arrow keys to move (Shift for 10 px, Ctrl or Cmd for 100 px); use the slider to zoom."
      >
        <div
          className="relative h-72 w-full overflow-hidden rounded-lg bg-neutral-900"
          onKeyDownCapture={onKeyDownCapture}
        >
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
              onMediaLoaded={(size) => setMedia({ width: size.width, height: size.height })}
              onCropSizeChange={setCropSize}
              cropperProps={
                {
                  role: "group",
                  "aria-label": "Crop area: use the arrow keys to move the photo",
                } as Record<string, string>
              }
            />
          )}
        </div>
        <label className="mt-4 flex items-center gap-3 text-sm font-medium text-neutral-800">
          Zoom
          <input
            type="range"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
            className="flex-1 accent-brand-black"
          />
        </label>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button disabled={busy || !area} onClick={() => area && onChoose(area)}>
            {busy ? "Uploading..." : "Choose"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
