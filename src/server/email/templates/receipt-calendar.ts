import "server-only";
import { placeLabel } from "@/lib/place-label";
import type { SiteIdentity } from "@/lib/site-identity";
import type { BookingRow } from "@/server/db/schema";

/** RFC 5545 text escaping: backslash, semicolon, comma and newlines. */
function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

function icsInstant(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Lines longer than 75 octets are folded with CRLF and a space, as the format requires. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    parts.push(rest.slice(0, 74));
    rest = rest.slice(74);
  }
  parts.push(rest);
  return parts.join("\r\n ");
}

function legEvent(
  site: SiteIdentity,
  leg: BookingRow,
  label: string,
  stamp: Date,
  siteHost: string,
): string[] {
  // Hourly rides last their hours; a transfer gets a one-hour slot in the calendar.
  const durationMs = (leg.number_of_hours ?? 1) * 60 * 60 * 1000;
  const end = new Date(leg.pickup_at.getTime() + durationMs);
  const pickup = placeLabel(leg.pickup_location, leg.pickup_place_name);
  const where = leg.dropoff_location
    ? `${pickup} to ${placeLabel(leg.dropoff_location, leg.dropoff_place_name)}`
    : pickup;
  return [
    "BEGIN:VEVENT",
    `UID:booking-${leg.booking_id}@${siteHost}`,
    `DTSTAMP:${icsInstant(stamp)}`,
    `DTSTART:${icsInstant(leg.pickup_at)}`,
    `DTEND:${icsInstant(end)}`,
    `SUMMARY:${escapeIcsText(`${site.name}: ${label} (booking #${leg.booking_id})`)}`,
    `LOCATION:${escapeIcsText(pickup)}`,
    `DESCRIPTION:${escapeIcsText(`${where}. Your chauffeur will contact you 24 hours before the journey. Support: ${site.phoneDisplay}.`)}`,
    "END:VEVENT",
  ];
}

/** An .ics file with one event per leg, for the receipt's calendar attachment. */
export function buildBookingCalendar(input: {
  site: SiteIdentity;
  legs: BookingRow[];
  siteUrl: string;
  now?: Date;
}): string {
  const stamp = input.now ?? new Date();
  const siteHost = new URL(input.siteUrl).hostname;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeIcsText(input.site.name)}//Bookings//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...input.legs.flatMap((leg, index) =>
      legEvent(
        input.site,
        leg,
        index === 0 ? "Chauffeur pickup" : "Return pickup",
        stamp,
        siteHost,
      ),
    ),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
