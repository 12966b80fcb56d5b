"use client";

import { Camera } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import type { DriverView } from "@/lib/drivers/types";
import { DRIVER_PHOTO_ACCEPT } from "@/lib/drivers/upload-limits";
import { PhotoError, resizeImageFile } from "@/lib/images/resize-image";
import { DriverAvatar } from "@/components/drivers/driver-avatar";
import { fullName } from "@/components/drivers/driver-format";

/**
 * The header photo. In edit mode an overlay opens a file picker; the chosen photo is resized
 * and sent to PUT /api/drivers/{id}/photo, and the answer's driver_picture is shown.
 */
export function DriverPhotoEditor({
  driver,
  editing,
  onChanged,
}: {
  driver: DriverView;
  editing: boolean;
  onChanged: (changes: Partial<DriverView>) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const name = fullName(driver);

  async function upload(file: File) {
    setUploading(true);
    try {
      const photo = await resizeImageFile(file);
      const body = new FormData();
      body.append("driver_picture", photo, photo.name);
      const result = await api.put<Partial<DriverView>>(`/api/drivers/${driver.driver_id}/photo`, {
        formData: body,
        fallbackMessage: "The photo could not be uploaded. Please try again.",
      });
      if (!result.ok) {
        toast.error("Photo not changed", { description: result.message });
        return;
      }
      onChanged(result.data);
      toast.success("Photo updated");
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      toast.error("Photo not changed", { description: error.message });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="group relative size-20 shrink-0">
      <DriverAvatar src={driver.driver_picture} name={name} className="size-20" />
      {editing && (
        <>
          <button
            type="button"
            disabled={uploading}
            onClick={() => input.current?.click()}
            className="absolute inset-0 flex flex-col items-center justify-center rounded-full bg-black/60 text-xs font-semibold text-white opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-500 group-hover:opacity-100"
          >
            <Camera aria-hidden className="size-5" />
            {uploading ? "Uploading..." : "Change photo"}
          </button>
          <input
            ref={input}
            type="file"
            accept={DRIVER_PHOTO_ACCEPT}
            aria-label="Driver photo file"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) void upload(file);
            }}
          />
        </>
      )}
    </div>
  );
}
