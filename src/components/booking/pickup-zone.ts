"use client";

import { api } from "@/lib/api-client";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import type { TimeZoneDto } from "@/lib/validations/places";
import type { LatLng } from "./draft-store";

// One request per pickup point for the page's life: the hint and the submit share it.
const zones = new Map<string, Promise<string>>();

/**
 * The zone the pickup time is read in: the one at the pickup's coordinates (the server's own
 * lookup, GET /api/places/time-zone), else the country's default zone, as the server does when
 * an address has no coordinates. A failed lookup falls back too: the server checks again.
 */
export function pickupTimeZone(country: CountryCode, coordinates?: LatLng): Promise<string> {
  const fallback = COUNTRIES[country].defaultTimeZone;
  if (!coordinates) return Promise.resolve(fallback);
  const key = `${coordinates.lat},${coordinates.lng}`;
  let zone = zones.get(key);
  if (!zone) {
    const query = new URLSearchParams({
      lat: String(coordinates.lat),
      lng: String(coordinates.lng),
    });
    zone = api.get<TimeZoneDto>(`/api/places/time-zone?${query}`).then((result) => {
      if (result.ok) return result.data.time_zone;
      zones.delete(key);
      return fallback;
    });
    zones.set(key, zone);
  }
  return zone;
}
