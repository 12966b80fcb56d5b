"use client";

import { useConsoleGet, type Loaded } from "@/components/admin/use-console-get";

export type { Loaded };

/** One dashboard GET, with the spec's message when the server cannot be reached. */
export function useAdminData<T>(url: string): Loaded<T> {
  return useConsoleGet<T>(url, { offlineMessage: "Error connecting to the server" });
}
