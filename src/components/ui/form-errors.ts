import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ApiFieldErrors } from "@/lib/api-client";

/**
 * Puts the server's field errors (a 400's `errors`) on the form's own fields, so they show
 * under the field like the browser-side messages. Answers whether any field matched.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: ApiFieldErrors,
  fields: readonly Path<T>[],
): boolean {
  let matched = false;
  for (const field of fields) {
    const message = fieldErrors[field];
    if (!message) continue;
    setError(field, { type: "server", message });
    matched = true;
  }
  return matched;
}

/** The field names of a form's default values, for `applyFieldErrors` on a flat form. */
export function fieldNamesOf<T extends FieldValues>(values: T): Path<T>[] {
  return Object.keys(values) as Path<T>[];
}
