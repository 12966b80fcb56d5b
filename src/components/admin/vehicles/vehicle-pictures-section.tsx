"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { toastResult } from "@/components/admin/toast-result";
import { api, type ApiResult } from "@/lib/api-client";
import { PhotoError, resizeImageFiles } from "@/lib/images/resize-image";
import type { VehicleView } from "@/lib/vehicles/types";

const MAX_PICTURES = 8;

/**
 * The vehicle's pictures, each with Remove, and Add Pictures: resized in the browser (a phone's
 * photos stay under the request limit), then sent as repeated `pictures`. Saved at once.
 */
export function VehiclePicturesSection({ vehicle }: { vehicle: VehicleView }) {
  const router = useRouter();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const base = `/api/admin/vehicles/${vehicle.vehicle_id}/pictures`;
  const fallbackMessage = "The pictures could not be saved. Please try again.";

  const done = (result: ApiResult<unknown>) => {
    setBusy(false);
    if (!toastResult(result)) return;
    setFiles([]);
    router.refresh();
  };

  const upload = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const formData = new FormData();
      for (const file of await resizeImageFiles(files)) formData.append("pictures", file);
      done(await api.post(base, { formData, fallbackMessage }));
    } catch (failure) {
      setBusy(false);
      if (failure instanceof PhotoError) setError(failure.message);
      else throw failure;
    }
  };

  const remove = async (pictureId: number) => {
    setBusy(true);
    done(await api.del(`${base}/${pictureId}`, { fallbackMessage }));
  };

  return (
    <section aria-labelledby={`vehicle-${vehicle.vehicle_id}-pictures`} className="mt-4">
      <h3 id={`vehicle-${vehicle.vehicle_id}-pictures`} className="text-base font-semibold">
        Pictures
      </h3>
      {vehicle.pictures.length === 0 ? (
        <p className="text-sm text-neutral-700">No pictures yet.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-3">
          {vehicle.pictures.map((picture, index) => (
            <li key={picture.picture_id} className="flex flex-col items-center gap-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private file, not optimisable */}
              <img
                src={picture.url}
                alt={`Picture ${index + 1} of ${vehicle.plate_display}`}
                className="size-20 rounded object-cover"
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={`Remove picture ${index + 1}`}
                onClick={() => remove(picture.picture_id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {vehicle.pictures.length < MAX_PICTURES && (
        <div className="mt-3 flex flex-col gap-2">
          <FilePicker
            id={`vehicle-${vehicle.vehicle_id}-new-pictures`}
            label="Add pictures"
            accept="image/jpeg,image/png,image/webp,image/heic"
            multiple
            maxFiles={MAX_PICTURES - vehicle.pictures.length}
            files={files}
            onFilesChange={setFiles}
            error={error}
          />
          <Button type="button" disabled={busy || files.length === 0} onClick={upload}>
            Upload pictures
          </Button>
        </div>
      )}
    </section>
  );
}
