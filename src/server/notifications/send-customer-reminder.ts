import "server-only";
import { getServerConfig } from "@/env";
import { carPhrase, customerReminderText } from "@/lib/notifications/ride-texts";
import { customerReminderAt, stillTimely } from "@/lib/notifications/reminder-times";
import { placeLabel } from "@/lib/place-label";
import type { JobContext } from "@/server/jobs/kind-types";
import { getSiteIdentity } from "@/server/settings/site-identity";
import type { CustomerReminderPayload } from "./job-payloads";
import {
  chauffeursOf,
  customerContactOf,
  pickupTimeLabel,
  readBooking,
  rideChauffeurOf,
  stillPlanned,
  storedPickupOf,
} from "./ride-facts";
import { CUSTOMER_REMINDER_TEMPLATE, rideEmail } from "./ride-emails";
import { tellCustomer } from "./tell-customer";

const WHEN = { "24h": "tomorrow", "2h": "today" } as const;

/**
 * The customer's reminder a day or two hours before pickup. Reads the booking afresh: nothing
 * goes for a cancelled or unconfirmed booking, one whose pickup has moved since it was planned
 * (the new pickup has its own job), or one whose moment passed more than the grace period ago.
 * Idempotent: the text and each e-mail carry an outbox dedupe key per booking, reminder and
 * pickup, so a second run sends nothing.
 */
export async function sendCustomerReminder(
  payload: CustomerReminderPayload,
  { executor, now }: JobContext,
): Promise<void> {
  const booking = await readBooking(executor, payload.bookingId);
  if (!stillPlanned(booking, payload.pickupAt)) return;
  if (!stillTimely(customerReminderAt(payload.reminder, storedPickupOf(booking)), now)) return;

  const chauffeurs = await chauffeursOf(executor, booking, now);
  const time = pickupTimeLabel(booking);
  const pickup = placeLabel(booking.pickup_location, booking.pickup_place_name);
  const sms = customerReminderText({
    reminder: payload.reminder,
    reference: booking.booking_reference,
    time,
    pickup,
    chauffeur: chauffeurs[0] ? rideChauffeurOf(chauffeurs[0]) : null,
  });
  const chauffeurLines = chauffeurs.map((chauffeur) => {
    const car = carPhrase(chauffeur.car);
    const label =
      booking.number_of_cars > 1 ? `Car ${chauffeur.car_number}: chauffeur` : "Chauffeur";
    return `${label} ${chauffeur.first_name}${car ? `, ${car}` : ""}.`;
  });
  const site = await getSiteIdentity(executor);
  const query = new URLSearchParams({ q: booking.booking_reference, tab: "all" });
  const bookingUrl = `${getServerConfig().siteUrl}/dashboard/bookings?${query.toString()}`;
  await tellCustomer(executor, {
    booking,
    contact: await customerContactOf(executor, booking),
    kind: "reminders",
    dedupeKey: `reminder:${payload.reminder}:${booking.booking_id}:${payload.pickupAt}`,
    sms,
    template: CUSTOMER_REMINDER_TEMPLATE,
    email: ({ greeting, isBooker }) =>
      rideEmail(site, {
        subject: `Reminder: your ride ${booking.booking_reference} ${WHEN[payload.reminder]} at ${time}`,
        greeting,
        lines: [
          `Your ride ${booking.booking_reference} is ${WHEN[payload.reminder]} at ${time}, from ${pickup}.`,
          ...chauffeurLines,
        ],
        link: isBooker ? { href: bookingUrl, label: "View your booking" } : null,
      }),
  });
}
