"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/api-client";

export type Loaded<T> =
  { state: "loading" } | { state: "error"; message: string } | { state: "ready"; data: T };

/** One console GET, with the spec's message when the server cannot be reached. */
export function useAdminData<T>(url: string): Loaded<T> {
  const [loaded, setLoaded] = useState<{ url: string; value: Loaded<T> } | null>(null);
  useEffect(() => {
    let live = true;
    void api.get<T>(url, { cache: "no-store" }).then((result) => {
      if (!live) return;
      setLoaded({
        url,
        value: result.ok
          ? { state: "ready", data: result.data }
          : {
              state: "error",
              message: result.status === 0 ? "Error connecting to the server" : result.message,
            },
      });
    });
    return () => {
      live = false;
    };
  }, [url]);
  return loaded && loaded.url === url ? loaded.value : { state: "loading" };
}
