import "server-only";
import { completeBookingWhenRidesDone } from "@/server/bookings/complete-when-done";
import { lapseHolder } from "@/server/documents/document-lapse";
import { scanExpiringDocuments, scanLapsedDocuments } from "@/server/documents/document-scan";
import { sendExpiryWarning } from "@/server/documents/expiry-warning";
import { enqueueWeeklyStatements, sendEarningsStatement } from "@/server/drivers/weekly-statements";
import {
  enqueueWeeklyPayouts,
  runScheduledPayout,
} from "@/server/partners/ledger/scheduled-payouts";
import { specKind } from "../kind-specs";
import type { JobKind } from "../kind-types";
import { scheduledKind } from "./scheduled-kind";

/**
 * The back office's recurring work: document expiry (warnings and lapses), partner payouts and
 * chauffeurs' weekly statements. Each schedule's job only fans out (one small job per document,
 * holder, partner or chauffeur, each with a dedupe key), so a big fleet is many short jobs.
 */
export const BACKOFFICE_KINDS: Record<string, JobKind> = {
  // Idempotent: it only enqueues, each job with a dedupe key naming document, expiry and threshold.
  "documents.scan_expiring": scheduledKind(
    "Find documents expiring within 30 days and queue their warnings",
    scanExpiringDocuments,
  ),
  // Idempotent: it only enqueues, each job with a dedupe key per holder and day.
  "documents.scan_lapsed": scheduledKind(
    "Find lapsed documents and queue taking their chauffeur or vehicle out of service",
    scanLapsedDocuments,
  ),
  // Idempotent: every e-mail has an outbox dedupe key; the text goes only with a new e-mail.
  "documents.expiry_warning": specKind(
    "documents.expiry_warning",
    "Warn a chauffeur and the operator that a document expires soon",
    async (payload, context) => {
      await sendExpiryWarning(payload, context);
    },
  ),
  // Idempotent: the status change is a compare-and-set; a second run writes nothing.
  "documents.lapse": specKind(
    "documents.lapse",
    "Make a chauffeur Unavailable or a vehicle off road: a document lapsed",
    async (payload, context) => {
      await lapseHolder(payload, context);
    },
  ),
  // Idempotent: a completed booking is left as it is; the status change is a compare-and-set.
  "bookings.complete_when_done": specKind(
    "bookings.complete_when_done",
    "Complete a booking once every car's ride is completed",
    async (payload, { now, executor }) => {
      await completeBookingWhenRidesDone({ bookingId: payload.bookingId, now }, executor);
    },
  ),
  // Idempotent: it only enqueues, one job per partner and run day (dedupe key).
  "partners.weekly_payouts": scheduledKind(
    "Queue this Thursday's payout for every Active partner",
    enqueueWeeklyPayouts,
  ),
  // Idempotent: one payout per partner and period (unique index), ledger rows carry its id.
  "partners.payout": specKind(
    "partners.payout",
    "Pay one partner what is due for the week",
    async (payload, context) => {
      await runScheduledPayout(payload.partnerId, context);
    },
  ),
  // Idempotent: it only enqueues, one job per chauffeur and week (dedupe key).
  "drivers.weekly_statements": scheduledKind(
    "Queue last week's earnings statement for every chauffeur who earned",
    enqueueWeeklyStatements,
  ),
  // Idempotent: the e-mail's outbox dedupe key is the chauffeur and the week.
  "drivers.earnings_statement": specKind(
    "drivers.earnings_statement",
    "E-mail a chauffeur last week's jobs and earnings",
    async (payload, { executor }) => {
      await sendEarningsStatement(payload, executor);
    },
  ),
};
