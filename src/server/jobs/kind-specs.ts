import "server-only";
import { z } from "zod";
import { EXPIRY_WARNING_DAYS } from "@/lib/documents/expiry-warnings";
import { DRIVER_DOCUMENTS } from "@/lib/drivers/driver-documents";
import { isValidIsoDate } from "@/lib/time-rules";
import { VEHICLE_DOCUMENTS } from "@/lib/vehicles/documents";
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
import type { JobContext, JobKind, JobSpec } from "./kind-types";

// What enqueueJob needs of each kind (its payload schema and attempts), apart from the handlers:
// the handlers call domain modules that enqueue, so enqueue.ts reading the registry was an import
// cycle. This file imports schemas and constants only; kinds/*.ts spread a spec into each kind.

const id = z.number().int().positive();
const isoDate = z.string().refine(isValidIsoDate, "Expected a date yyyy-mm-dd");
const holder = z.enum(["driver", "vehicle"]);

/** A schedule's sweep or fan-out: no payload, three attempts (kinds/scheduled-kind.ts). */
export const SCHEDULED_SPEC = { schema: z.object({}).strict(), maxAttempts: 3 };

/** Five attempts over about an hour (the backoff is in kinds/email.ts). */
export const EMAIL_MAX_ATTEMPTS = 5;

export const JOB_SPECS = {
  "documents.scan_expiring": SCHEDULED_SPEC,
  "documents.scan_lapsed": SCHEDULED_SPEC,
  "documents.expiry_warning": {
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
  },
  "documents.lapse": { schema: z.object({ holder, id }).strict(), maxAttempts: 5 },
  "partners.weekly_payouts": SCHEDULED_SPEC,
  "partners.payout": { schema: z.object({ partnerId: id }).strict(), maxAttempts: 5 },
  "drivers.weekly_statements": SCHEDULED_SPEC,
  "drivers.earnings_statement": {
    schema: z.object({ driverId: id, week: isoDate }).strict(),
    maxAttempts: 5,
  },
  "dispatch.expire_offers": SCHEDULED_SPEC,
  "bookings.complete_when_done": { schema: z.object({ bookingId: id }).strict(), maxAttempts: 5 },
  "email.deliver": {
    schema: z.strictObject({
      emailId: id,
      bookingId: id.optional(),
      fromName: z.string().max(200).optional(),
    }),
    maxAttempts: EMAIL_MAX_ATTEMPTS,
  },
  [CUSTOMER_REMINDER_KIND]: { schema: customerReminderPayload, maxAttempts: 5 },
  [RIDE_UPDATE_KIND]: { schema: rideUpdatePayload, maxAttempts: 5 },
  [CHAUFFEUR_REMINDER_KIND]: { schema: chauffeurReminderPayload, maxAttempts: 5 },
  [UNASSIGNED_ALERT_KIND]: { schema: unassignedAlertPayload, maxAttempts: 5 },
  [JOB_WITHDRAWN_KIND]: { schema: jobWithdrawnPayload, maxAttempts: 5 },
  "trip.prune_trails": SCHEDULED_SPEC,
} satisfies Record<string, JobSpec>;

/** Test and bench kinds, added with the registry's registerJobKind. */
const registered = new Map<string, JobSpec>();

export function registerJobSpec(kind: string, spec: JobSpec): () => void {
  const previous = registered.get(kind);
  registered.set(kind, spec);
  return () => {
    if (previous) registered.set(kind, previous);
    else registered.delete(kind);
  };
}

export function jobSpec(kind: string): JobSpec | undefined {
  const specs: Record<string, JobSpec> = JOB_SPECS;
  return registered.get(kind) ?? (Object.hasOwn(specs, kind) ? specs[kind] : undefined);
}

type SpecName = keyof typeof JOB_SPECS;

/** A product kind: its spec from JOB_SPECS by name (so the two cannot drift), with its handler. */
export function specKind<K extends SpecName>(
  kind: K,
  describe: string,
  handle: (
    payload: z.output<(typeof JOB_SPECS)[K]["schema"]>,
    context: JobContext,
  ) => Promise<void>,
  backoff?: JobKind["backoff"],
): JobKind {
  // Typed by the signature above (the payload is what this kind's schema parses); the registry
  // keeps kinds without their payload type, as defineKind does.
  const typed = handle as JobKind["handle"];
  return { ...JOB_SPECS[kind], describe, handle: typed, ...(backoff ? { backoff } : {}) };
}
