import "server-only";
import { expireOffers } from "@/server/dispatch/offer-expiry";
import { BACKOFFICE_KINDS } from "./kinds/backoffice";
import { EMAIL_JOB_KINDS } from "./kinds/email";
import { notificationKinds } from "./kinds/notifications";
import { scheduledKind } from "./kinds/scheduled-kind";
import { TRIP_JOB_KINDS } from "./kinds/trip";
import { registerJobSpec } from "./kind-specs";
import type { JobKind } from "./kind-types";

export { defineKind, type JobContext, type JobKind } from "./kind-types";

/** Every kind of job the queue knows; a row of another kind is marked failed, never run. */
export const JOB_KINDS: Record<string, JobKind> = {
  ...BACKOFFICE_KINDS,
  // Idempotent: expireOffers is a compare-and-set on `offered` with SKIP LOCKED, so a second run
  // (or a sweep racing the board's own) finds nothing left to expire.
  "dispatch.expire_offers": scheduledKind(
    "Expire chauffeur offers whose answer time has passed",
    expireOffers,
  ),
  ...EMAIL_JOB_KINDS,
  ...notificationKinds,
  ...TRIP_JOB_KINDS,
};

/** Test and bench kinds are added here, never to JOB_KINDS in product code. */
export function registerJobKind(kind: string, definition: JobKind): () => void {
  const previous = JOB_KINDS[kind];
  JOB_KINDS[kind] = definition;
  const undoSpec = registerJobSpec(kind, definition);
  return () => {
    undoSpec();
    if (previous) JOB_KINDS[kind] = previous;
    else delete JOB_KINDS[kind];
  };
}

export function jobKind(kind: string): JobKind | undefined {
  return Object.hasOwn(JOB_KINDS, kind) ? JOB_KINDS[kind] : undefined;
}
