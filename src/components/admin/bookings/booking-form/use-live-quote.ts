"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/api-client";

export const QUOTE_DELAY_MS = 400;

export type LiveQuote<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; quote: T }
  | { status: "error"; message: string };

type Answer<T> = { key: string } & ({ ok: true; quote: T } | { ok: false; message: string });

/**
 * The server's price for what the form holds, asked again (debounced) whenever it changes: `body`
 * is the request to POST to `url`, or null while there is nothing to price. An answer for an
 * older body is never shown for a newer one.
 */
export function useLiveQuote<T>(url: string, body: unknown): LiveQuote<T> {
  const key = body === null ? null : JSON.stringify(body);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .post<T>(url, { json: JSON.parse(key) as unknown, signal: controller.signal })
        .then((result) => {
          if (result.ok) setAnswer({ key, ok: true, quote: result.data });
          else {
            // The field's own words ("Pickup location could not be found...") say more.
            const [first] = Object.values(result.fieldErrors);
            setAnswer({ key, ok: false, message: first ?? result.message });
          }
        })
        .catch(() => undefined); // aborted: a newer body is on its way
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, key]);

  if (key === null) return { status: "idle" };
  if (!answer || answer.key !== key) return { status: "loading" };
  return answer.ok
    ? { status: "ready", quote: answer.quote }
    : { status: "error", message: answer.message };
}
