import "server-only";
import tzLookup from "@photostructure/tz-lookup";

/** The IANA zone at a point (the offline index's entries carry the same zones). */
export function timeZoneAt(lat: number, lng: number): string {
  return tzLookup(lat, lng);
}
