"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/api-client";

export type Loaded<T> =
  { state: "loading" } | { state: "error"; message: string } | { state: "ready"; data: T };

/**
 * One console GET (never cached), read again whenever `round` changes (a counter, or a version
 * string); until the answer for the
 * current URL and round arrives it is loading. A failure shows the server's message, or
 * `offlineMessage` when the server could not be reached.
 */
export function useConsoleGet<T>(
  url: string,
  { round = 0, offlineMessage }: { round?: number | string; offlineMessage?: string } = {},
): Loaded<T> {
  const key = `${url}#${round}`;
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded<T> } | null>(null);
  useEffect(() => {
    let live = true;
    void api.get<T>(url, { cache: "no-store" }).then((result) => {
      if (!live) return;
      setLoaded({
        key,
        value: result.ok
          ? { state: "ready", data: result.data }
          : {
              state: "error",
              message: result.status === 0 && offlineMessage ? offlineMessage : result.message,
            },
      });
    });
    return () => {
      live = false;
    };
  }, [url, key, offlineMessage]);
  return loaded?.key === key ? loaded.value : { state: "loading" };
}
