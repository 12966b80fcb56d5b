import "server-only";
import {
  CHAUFFEUR_REMINDER_KIND,
  CUSTOMER_REMINDER_KIND,
  RIDE_UPDATE_KIND,
  UNASSIGNED_ALERT_KIND,
} from "@/server/notifications/job-payloads";
import { JOB_WITHDRAWN_KIND } from "@/server/notifications/job-withdrawn-payload";
import { sendChauffeurReminder } from "@/server/notifications/send-chauffeur-reminder";
import { sendCustomerReminder } from "@/server/notifications/send-customer-reminder";
import { sendJobWithdrawn } from "@/server/notifications/send-job-withdrawn";
import { sendRideUpdate } from "@/server/notifications/send-ride-update";
import { sendUnassignedAlert } from "@/server/notifications/send-unassigned-alert";
import { specKind } from "../kind-specs";
import type { JobKind } from "../kind-types";

// Each handler re-reads the booking and job and sends nothing stale; each send carries an
// outbox dedupe key (e-mail and SMS), so a job run twice sends once.
export const notificationKinds: Record<string, JobKind> = {
  [CUSTOMER_REMINDER_KIND]: specKind(
    CUSTOMER_REMINDER_KIND,
    "Remind the customer of their ride (a day and two hours before pickup)",
    sendCustomerReminder,
  ),
  [RIDE_UPDATE_KIND]: specKind(
    RIDE_UPDATE_KIND,
    "Tell the customer their chauffeur is on the way or has arrived",
    sendRideUpdate,
  ),
  [CHAUFFEUR_REMINDER_KIND]: specKind(
    CHAUFFEUR_REMINDER_KIND,
    "Remind the chauffeur of their job an hour before pickup",
    sendChauffeurReminder,
  ),
  [UNASSIGNED_ALERT_KIND]: specKind(
    UNASSIGNED_ALERT_KIND,
    "Tell operations a booking two hours from pickup still lacks a chauffeur",
    sendUnassignedAlert,
  ),
  // Re-reads the job: sends only while it is still withdrawn from that chauffeur.
  [JOB_WITHDRAWN_KIND]: specKind(
    JOB_WITHDRAWN_KIND,
    "Tell a chauffeur their job was cancelled or taken off them",
    sendJobWithdrawn,
  ),
};
