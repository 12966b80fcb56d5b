import "server-only";
import {
  CHAUFFEUR_REMINDER_KIND,
  CUSTOMER_REMINDER_KIND,
  RIDE_UPDATE_KIND,
  UNASSIGNED_ALERT_KIND,
  chauffeurReminderPayload,
  customerReminderPayload,
  rideUpdatePayload,
  unassignedAlertPayload,
} from "@/server/notifications/job-payloads";
import {
  JOB_WITHDRAWN_KIND,
  jobWithdrawnPayload,
} from "@/server/notifications/job-withdrawn-payload";
import { sendChauffeurReminder } from "@/server/notifications/send-chauffeur-reminder";
import { sendCustomerReminder } from "@/server/notifications/send-customer-reminder";
import { sendJobWithdrawn } from "@/server/notifications/send-job-withdrawn";
import { sendRideUpdate } from "@/server/notifications/send-ride-update";
import { sendUnassignedAlert } from "@/server/notifications/send-unassigned-alert";
import { defineKind, type JobKind } from "../kind-types";

// Each handler re-reads the booking and job and sends nothing stale; each send carries an
// outbox dedupe key (e-mail and SMS), so a job run twice sends once.
export const notificationKinds: Record<string, JobKind> = {
  [CUSTOMER_REMINDER_KIND]: defineKind({
    schema: customerReminderPayload,
    maxAttempts: 5,
    describe: "Remind the customer of their ride (a day and two hours before pickup)",
    handle: sendCustomerReminder,
  }),
  [RIDE_UPDATE_KIND]: defineKind({
    schema: rideUpdatePayload,
    maxAttempts: 5,
    describe: "Tell the customer their chauffeur is on the way or has arrived",
    handle: sendRideUpdate,
  }),
  [CHAUFFEUR_REMINDER_KIND]: defineKind({
    schema: chauffeurReminderPayload,
    maxAttempts: 5,
    describe: "Remind the chauffeur of their job an hour before pickup",
    handle: sendChauffeurReminder,
  }),
  [UNASSIGNED_ALERT_KIND]: defineKind({
    schema: unassignedAlertPayload,
    maxAttempts: 5,
    describe: "Tell operations a booking two hours from pickup still lacks a chauffeur",
    handle: sendUnassignedAlert,
  }),
  // Re-reads the job: sends only while it is still withdrawn from that chauffeur.
  [JOB_WITHDRAWN_KIND]: defineKind({
    schema: jobWithdrawnPayload,
    maxAttempts: 5,
    describe: "Tell a chauffeur their job was cancelled or taken off them",
    handle: sendJobWithdrawn,
  }),
};
