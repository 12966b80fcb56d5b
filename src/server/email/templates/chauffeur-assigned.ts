import "server-only";
import type { CustomerChauffeurCar } from "@/lib/dispatch/customer-chauffeur";
import type { SiteIdentity } from "@/lib/site-identity";
import { emailButton, escapeHtml, renderEmailLayout, type RenderedEmail } from "../layout";

export const CHAUFFEUR_ASSIGNED_TEMPLATE = "chauffeur-assigned";

/**
 * Tells the booker (and a guest passenger) who is coming: the chauffeur's first name, the car and
 * its plate, and when. It keeps the confirmation's promise that the chauffeur is in touch before
 * the journey. Never the chauffeur's surname, phone or anything else about them.
 */
export function chauffeurAssignedEmail(input: {
  site: SiteIdentity;
  /** The reader's first name. */
  greeting: string;
  reference: string;
  chauffeurFirstName: string;
  car: CustomerChauffeurCar | null;
  /** The pickup in its own zone, e.g. "Sunday, October 25, 2026 at 02:30 (GMT)". */
  pickupTime: string;
  pickup: string;
  /** Which car, for a booking of several ("Car 2 of 3"); null for one car. */
  carLabel: string | null;
  /** The booking in the customer's dashboard; null for a guest without the booker's account. */
  bookingUrl: string | null;
  /** The live trip page (no sign-in needed); null when the ride cannot be followed. */
  tripUrl?: string | null;
}): RenderedEmail {
  const carText = input.car
    ? `${[input.car.colour, input.car.make, input.car.model].filter(Boolean).join(" ")}, registration ${input.car.plate}`
    : null;
  const lines = [
    `Booking: ${input.reference}${input.carLabel ? ` (${input.carLabel})` : ""}`,
    `Chauffeur: ${input.chauffeurFirstName}`,
    ...(carText ? [`Car: ${carText}`] : []),
    `Pickup: ${input.pickup}`,
    `Date & Time: ${input.pickupTime}`,
  ];
  // Only the booker's dashboard has the call button; a guest hears from the chauffeur directly.
  const callHint = input.bookingUrl
    ? "From one hour before pickup you can call your chauffeur from your booking. "
    : "";
  const intro = `Your chauffeur for booking ${input.reference} is ${input.chauffeurFirstName}.`;
  return renderEmailLayout(input.site, {
    subject: `Your chauffeur for ${input.reference}: ${input.chauffeurFirstName}`,
    preheader: intro,
    bodyHtml: `<p>Hello ${escapeHtml(input.greeting)},</p>
<p>${escapeHtml(intro)}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
${input.tripUrl ? emailButton(input.tripUrl, "Follow your ride") : ""}
${input.bookingUrl ? emailButton(input.bookingUrl, "View my booking") : ""}
<p>${escapeHtml(callHint)}Questions? ${escapeHtml(input.site.phoneDisplay)} · ${escapeHtml(input.site.supportEmail)}</p>`,
    bodyText: `Hello ${input.greeting},

${intro}

${lines.join("\n")}
${input.tripUrl ? `\nFollow your ride: ${input.tripUrl}\n` : ""}${input.bookingUrl ? `\nView your booking: ${input.bookingUrl}\n` : ""}
${callHint}Questions? ${input.site.phoneDisplay} · ${input.site.supportEmail}`,
  });
}
