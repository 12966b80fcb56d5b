import "server-only";
import { z } from "zod";
import { CUSTOMER_REMINDERS } from "@/lib/notifications/reminder-times";

// The notification kinds' names and payloads, apart from their handlers: the planners (called
// from the booking and dispatch transactions) enqueue by name without importing the handlers.

export const CUSTOMER_REMINDER_KIND = "notifications.customer_reminder";
export const RIDE_UPDATE_KIND = "notifications.ride_update";
export const CHAUFFEUR_REMINDER_KIND = "notifications.chauffeur_reminder";
export const UNASSIGNED_ALERT_KIND = "notifications.unassigned_alert";

const id = z.number().int().positive();
/** The pickup instant the message was planned for; a booking moved since no longer matches. */
const pickupAt = z.iso.datetime();

export const customerReminderPayload = z
  .object({ bookingId: id, reminder: z.enum(CUSTOMER_REMINDERS), pickupAt })
  .strict();
export type CustomerReminderPayload = z.output<typeof customerReminderPayload>;

export const RIDE_UPDATE_STATES = ["on_the_way", "arrived"] as const;
export type RideUpdateState = (typeof RIDE_UPDATE_STATES)[number];
export const rideUpdatePayload = z
  .object({ assignmentId: id, state: z.enum(RIDE_UPDATE_STATES) })
  .strict();
export type RideUpdatePayload = z.output<typeof rideUpdatePayload>;

export const chauffeurReminderPayload = z
  .object({ assignmentId: id, driverId: id, pickupAt })
  .strict();
export type ChauffeurReminderPayload = z.output<typeof chauffeurReminderPayload>;

export const unassignedAlertPayload = z.object({ bookingId: id, pickupAt }).strict();
export type UnassignedAlertPayload = z.output<typeof unassignedAlertPayload>;
