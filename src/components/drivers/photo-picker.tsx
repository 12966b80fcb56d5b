"use client";

import { useState } from "react";
import { FilePicker } from "@/components/ui/file-picker";
import { DRIVER_PHOTO_ACCEPT, MAX_CAR_PICTURES } from "@/lib/drivers/upload-limits";
import { HEIC_MESSAGE, looksLikeHeic } from "@/lib/images/resize-image";

/**
 * The kit's file picker for photos: images only, HEIC refused at once with how to send it
 * (the bytes are checked again, and the photo resized, when the form is sent).
 */
export function PhotoPicker({
  id,
  label,
  multiple,
  files,
  onFilesChange,
  error,
  hint,
  disabled,
}: {
  id: string;
  label: string;
  multiple?: boolean;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
}) {
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <FilePicker
      id={id}
      label={label}
      accept={DRIVER_PHOTO_ACCEPT}
      multiple={multiple}
      maxFiles={multiple ? MAX_CAR_PICTURES : 1}
      files={files}
      hint={hint}
      disabled={disabled}
      error={refused ?? error}
      onFilesChange={(chosen) => {
        const accepted = chosen.filter(
          (file) => !looksLikeHeic(file.type, file.name, new Uint8Array()),
        );
        setRefused(accepted.length < chosen.length ? HEIC_MESSAGE : null);
        onFilesChange(accepted);
      }}
    />
  );
}
