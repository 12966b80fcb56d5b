"use client";

import { useState } from "react";
import type { Control } from "react-hook-form";
import { FilePicker } from "@/components/ui/file-picker";
import { boundToForm } from "@/components/ui/form-bound";
import { DRIVER_PHOTO_ACCEPT, MAX_CAR_PICTURES } from "@/lib/drivers/upload-limits";
import { HEIC_MESSAGE, looksLikeHeic } from "@/lib/images/resize-image";
import type { Step2FormInput } from "./step2-schema";

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

/** The photo picker bound to a field holding the chosen files (`File[]`). */
export const FormPhotoPicker = boundToForm(PhotoPicker, (field) => ({
  files: Array.isArray(field.value) ? (field.value as File[]) : [],
  onFilesChange: field.onChange,
}));

const PHOTO_FIELDS = [
  {
    name: "driver_picture",
    label: "Driver Picture",
    hint: "A clear photo of your face. JPEG, PNG or WebP.",
  },
  {
    name: "car_pictures",
    label: "Car Pictures",
    multiple: true,
    hint: "At least one photo of the car you drive. JPEG, PNG or WebP.",
  },
] as const;

/** The application's two photo pickers, bound to the form (the files stay in memory). */
export function PhotoFields({ control }: { control: Control<Step2FormInput> }) {
  return PHOTO_FIELDS.map((picker) => (
    <FormPhotoPicker key={picker.name} control={control} id={picker.name} {...picker} />
  ));
}
