import "server-only";
import { placeLabel } from "@/lib/place-label";
import { carsSuffix, getServiceClass } from "@/lib/service-classes";
import type { SiteIdentity } from "@/lib/site-identity";
import { formatLongDateTime } from "@/lib/time-rules";
import type { BookingRow } from "@/server/db/schema";
import { escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";
import { shortZoneName } from "@/lib/time-zone-names";

export const GUEST_RIDE_TEMPLATE = "guest-ride";

function legLines(leg: BookingRow, label: string): string[] {
  return [
    `${label} — booking ${leg.booking_reference}`,
    `Pickup: ${placeLabel(leg.pickup_location, leg.pickup_place_name)}`,
    leg.dropoff_location
      ? `Destination: ${placeLabel(leg.dropoff_location, leg.dropoff_place_name)}`
      : `Duration: ${leg.number_of_hours ?? 0} hours`,
    `Date & Time: ${formatLongDateTime(leg.booking_date, leg.booking_time)} (${shortZoneName(leg.pickup_time_zone)})`,
    `Service: ${getServiceClass(leg.service_type).name}${carsSuffix(leg.number_of_cars)}`,
    ...(leg.pickup_sign ? [`Pickup sign: ${leg.pickup_sign}`] : []),
    ...(leg.flight_number ? [`Flight: ${leg.flight_number}`] : []),
  ];
}

/**
 * The ride details for a guest passenger someone else booked for: when, where and which car,
 * and who booked it. Never the price or payment: that is between the site and the booker.
 */
export function guestRideEmail(input: {
  site: SiteIdentity;
  legs: BookingRow[];
  bookedBy: string;
}): RenderedEmail {
  const [outbound] = input.legs;
  if (!outbound) throw new Error("A ride e-mail needs at least one booking leg");
  const name = outbound.guest_first_name ?? "there";
  const sections = input.legs.map((leg, index) =>
    legLines(leg, index === 0 ? "Outbound" : "Return"),
  );
  const intro = `${input.bookedBy} has booked a chauffeured ride for you with ${input.site.name}.`;
  const closing = "Your chauffeur will contact you 24 hours before the journey.";
  return renderEmailLayout(input.site, {
    subject: `Your ride with ${input.site.name}: booking ${outbound.booking_reference}`,
    preheader: intro,
    bodyHtml: `<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(intro)}</p>
${sections
  .map(
    ([title, ...rest]) =>
      `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(title!)}</h2><ul style="padding-left:18px;margin:0">${rest
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join("")}</ul>`,
  )
  .join("")}
<p>${escapeHtml(closing)}</p>
<p>Questions? ${escapeHtml(input.site.phoneDisplay)} · ${escapeHtml(input.site.supportEmail)}</p>`,
    bodyText: `Hello ${name},

${intro}

${sections.map((lines) => lines.join("\n")).join("\n\n")}

${closing}
Questions? ${input.site.phoneDisplay} · ${input.site.supportEmail}`,
  });
}
