"use client";

import { FilePicker } from "./file-picker";
import { boundToForm } from "./form-bound";

/** The kit's FilePicker bound to a field holding the chosen files (`File[]`). */
export const FormFilePicker = boundToForm(FilePicker, (field) => ({
  files: Array.isArray(field.value) ? (field.value as File[]) : [],
  onFilesChange: field.onChange,
}));
