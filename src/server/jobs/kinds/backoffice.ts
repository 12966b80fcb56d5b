import "server-only";
import { z } from "zod";
import { EXPIRY_WARNING_DAYS } from "@/lib/documents/expiry-warnings";
import { DRIVER_DOCUMENTS } from "@/lib/drivers/driver-documents";
import { isValidIsoDate } from "@/lib/time-rules";
import { VEHICLE_DOCUMENTS } from "@/lib/vehicles/documents";
import { lapseHolder } from "@/server/documents/document-lapse";
import { scanExpiringDocuments, scanLapsedDocuments } from "@/server/documents/document-scan";
import { sendExpiryWarning } from "@/server/documents/expiry-warning";
import { enqueueWeeklyStatements, sendEarningsStatement } from "@/server/drivers/weekly-statements";
import {
  enqueueWeeklyPayouts,
  runScheduledPayout,
} from "@/server/partners/ledger/scheduled-payouts";
import { defineKind, type JobKind } from "../kind-types";
import { scheduledKind } from "./scheduled-kind";

const id = z.number().int().positive();
const isoDate = z.string().refine(isValidIsoDate, "Expected a date yyyy-mm-dd");
const holder = z.enum(["driver", "vehicle"]);

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
  "documents.expiry_warning": defineKind({
    schema: z
      .object({
        holder,
        id,
        document: z.enum([...DRIVER_DOCUMENTS, ...VEHICLE_DOCUMENTS]),
        expiry: isoDate,
        threshold: z.union(EXPIRY_WARNING_DAYS.map((days) => z.literal(days))),
      })
      .strict(),
    maxAttempts: 5,
    describe: "Warn a chauffeur and the operator that a document expires soon",
    handle: async (payload, context) => {
      await sendExpiryWarning(payload, context);
    },
  }),
  // Idempotent: the status change is a compare-and-set; a second run writes nothing.
  "documents.lapse": defineKind({
    schema: z.object({ holder, id }).strict(),
    maxAttempts: 5,
    describe: "Make a chauffeur Unavailable or a vehicle off road: a document lapsed",
    handle: async (payload, context) => {
      await lapseHolder(payload, context);
    },
  }),
  // Idempotent: it only enqueues, one job per partner and run day (dedupe key).
  "partners.weekly_payouts": scheduledKind(
    "Queue this Thursday's payout for every Active partner",
    enqueueWeeklyPayouts,
  ),
  // Idempotent: one payout per partner and period (unique index), ledger rows carry its id.
  "partners.payout": defineKind({
    schema: z.object({ partnerId: id }).strict(),
    maxAttempts: 5,
    describe: "Pay one partner what is due for the week",
    handle: async (payload, context) => {
      await runScheduledPayout(payload.partnerId, context);
    },
  }),
  // Idempotent: it only enqueues, one job per chauffeur and week (dedupe key).
  "drivers.weekly_statements": scheduledKind(
    "Queue last week's earnings statement for every chauffeur who earned",
    enqueueWeeklyStatements,
  ),
  // Idempotent: the e-mail's outbox dedupe key is the chauffeur and the week.
  "drivers.earnings_statement": defineKind({
    schema: z.object({ driverId: id, week: isoDate }).strict(),
    maxAttempts: 5,
    describe: "E-mail a chauffeur last week's jobs and earnings",
    handle: async (payload, { executor }) => {
      await sendEarningsStatement(payload, executor);
    },
  }),
};
