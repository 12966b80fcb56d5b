"use client";

import { useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * Fills a form from sessionStorage once it is mounted (the server render has no storage, so
 * reading it earlier would not match the HTML), then writes every change back.
 */
export function useStoredForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  load: () => Partial<T> | undefined,
  save: (values: T) => void,
): void {
  const loaded = useRef(false);
  const { reset, getValues, watch } = form;
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      const stored = load();
      if (stored) reset({ ...getValues(), ...stored }, { keepDefaultValues: true });
    }
    const subscription = watch((values) => save(values as T));
    return () => subscription.unsubscribe();
  }, [reset, getValues, watch, load, save]);
}
