"use client";

import { useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import type { GooglePlacesBridgeProps } from "./google-places-bridge";
import {
  GOOGLE_MAPS_LOAD_ERROR,
  loadPlacesConfig,
  offlinePlacesSource,
  PLACES_LOAD_ERROR,
  toastError,
  type PlacesSource,
} from "./places-source";

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

export interface PlacesSourceHandle {
  /** Stable source: Google in the browser once loaded (with a key), otherwise `/api/places`. */
  source: PlacesSource;
  /** Call on focus: asks for the configuration and, with a key, starts loading Google. */
  activate: () => void;
  /** Render somewhere in the field; empty until Google is being loaded. */
  bridge: ReactNode;
}

/**
 * The address field's suggestion source. Empty queries (the default airports) always come from
 * `/api/places`; typed queries use Google once it has loaded, and `/api/places` if it cannot.
 */
export function usePlacesSource(): PlacesSourceHandle {
  const [bridge, setBridge] = useState<{
    Bridge: ComponentType<GooglePlacesBridgeProps>;
    apiKey: string;
  } | null>(null);
  const google = useRef<Promise<PlacesSource | null> | null>(null);
  const loaded = useRef<Deferred<PlacesSource | null> | null>(null);

  const onFailed = useCallback(() => {
    toastError(GOOGLE_MAPS_LOAD_ERROR, "google-maps-load-error");
    loaded.current?.resolve(null);
    setBridge(null);
  }, []);

  const activate = useCallback(() => {
    if (google.current) return;
    google.current = loadPlacesConfig().then((config) => {
      if (config.provider !== "google" || !config.browserKey) return null;
      const apiKey = config.browserKey;
      const ready = deferred<PlacesSource | null>();
      loaded.current = ready;
      // Its own chunk, fetched only now: the home page never ships the Google code.
      import("./google-places-bridge").then(
        (module) => setBridge({ Bridge: module.default, apiKey }),
        () => onFailed(),
      );
      return ready.promise;
    });
  }, [onFailed]);

  const onReady = useCallback((source: PlacesSource) => loaded.current?.resolve(source), []);

  const source = useMemo<PlacesSource>(
    () => ({
      async search(country, query, signal) {
        const googleSource = query.trim() && google.current ? await google.current : null;
        if (!googleSource) return offlinePlacesSource.search(country, query, signal);
        try {
          return await googleSource.search(country, query, signal);
        } catch (error) {
          if (signal.aborted) throw error;
          return offlinePlacesSource.search(country, query, signal);
        }
      },
      async resolve(place) {
        try {
          if (place.lat !== null && place.lng !== null)
            return await offlinePlacesSource.resolve(place);
          const googleSource = google.current ? await google.current : null;
          if (!googleSource) throw new Error("Google Places is not available");
          return await googleSource.resolve(place);
        } catch (error) {
          toastError(PLACES_LOAD_ERROR);
          throw error;
        }
      },
    }),
    [],
  );

  return {
    source,
    activate,
    bridge: bridge ? (
      <bridge.Bridge apiKey={bridge.apiKey} onReady={onReady} onFailed={onFailed} />
    ) : null,
  };
}
