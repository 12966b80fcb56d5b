"use client";

import { useEffect, useState } from "react";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import type { LatLng } from "./draft-store";
import { pickupTimeZone } from "./pickup-zone";

/** The pickup's zone for the form's hint and date limit; the country's until coordinates come. */
export function usePickupZone(country: CountryCode, coordinates?: LatLng): string {
  const fallback = COUNTRIES[country].defaultTimeZone;
  const [found, setFound] = useState<{ key: string; zone: string } | null>(null);
  // The point's values, not the object: a new object with the same point is no change.
  const lat = coordinates?.lat;
  const lng = coordinates?.lng;
  const key = lat !== undefined && lng !== undefined ? `${country}:${lat},${lng}` : null;
  useEffect(() => {
    if (!key || lat === undefined || lng === undefined) return;
    let current = true;
    void pickupTimeZone(country, { lat, lng }).then((zone) => {
      if (current) setFound({ key, zone });
    });
    return () => {
      current = false;
    };
  }, [key, country, lat, lng]);
  return found && found.key === key ? found.zone : fallback;
}
