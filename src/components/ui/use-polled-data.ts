"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/lib/api-client";

export interface PolledData<T> {
  data: T;
  /** The server's words when the last refresh failed (the last good data stays shown). */
  error: string | null;
  /** Asks again at once (after an action changed what the data shows). */
  refresh: () => Promise<void>;
}

/**
 * A GET through the site's API client, refreshed every `intervalMs` while the tab is visible
 * and at once when it becomes visible again, starting from the server-rendered `initial`. A
 * hidden tab asks nothing, so a forgotten console costs the server no work.
 */
export function usePolledData<T>(url: string, initial: T, intervalMs: number): PolledData<T> {
  const [state, setState] = useState<{ url: string; data: T; error: string | null }>({
    url,
    data: initial,
    error: null,
  });
  const latestUrl = useRef(url);

  const refresh = useCallback(async () => {
    const asked = latestUrl.current;
    const result = await api.get<T>(asked, { cache: "no-store" });
    // An answer for a URL the screen has moved away from is dropped.
    if (asked !== latestUrl.current) return;
    setState((current) =>
      result.ok
        ? { url: asked, data: result.data, error: null }
        : { ...current, error: result.message },
    );
  }, []);

  useEffect(() => {
    latestUrl.current = url;
    if (state.url !== url) void refresh();
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => void refresh(), intervalMs);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") {
        void refresh();
        start();
      } else {
        stop();
      }
    };
    if (document.visibilityState === "visible") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
    // state.url is read only to notice a new URL; listing it would restart the timer on every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, intervalMs, refresh]);

  return { data: state.data, error: state.error, refresh };
}
