"use client";

import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { FilePicker, type FilePickerProps } from "./file-picker";

type BoundProps = "files" | "onFilesChange" | "error";

export type FormFilePickerProps<T extends FieldValues> = Omit<FilePickerProps, BoundProps> & {
  control: Control<T>;
  /** A field holding the chosen files (`File[]`). */
  name: FieldPath<T>;
};

/** The kit's FilePicker bound to a react-hook-form field, its error shown under the picker. */
export function FormFilePicker<T extends FieldValues>({
  control,
  name,
  ...props
}: FormFilePickerProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FilePicker
          {...props}
          files={Array.isArray(field.value) ? (field.value as File[]) : []}
          onFilesChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
