"use client";

import { useEffect, useState } from "react";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import type { LatLng } from "./draft-store";
import { pickupTimeZone } from "./pickup-zone";

/** The pickup's zone for the form's hint and date limit; the country's until coordinates come. */
export function usePickupZone(country: CountryCode, coordinates?: LatLng): string {
  const fallback = COUNTRIES[country].defaultTimeZone;
  const [found, setFound] = useState<{ key: string; zone: string } | null>(null);
  const key = coordinates ? `${country}:${coordinates.lat},${coordinates.lng}` : null;
  useEffect(() => {
    if (!key || !coordinates) return;
    let current = true;
    void pickupTimeZone(country, coordinates).then((zone) => {
      if (current) setFound({ key, zone });
    });
    return () => {
      current = false;
    };
    // The key stands for the coordinates' values, so a new object with the same point is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, country]);
  return found && found.key === key ? found.zone : fallback;
}
