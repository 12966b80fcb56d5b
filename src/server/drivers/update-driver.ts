import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { lapsedDriverDocuments, type LapsedDriverDocument } from "@/lib/drivers/driver-documents";
import { resolveDriverStatus } from "@/lib/drivers/driver-status";
import type { DriverView } from "@/lib/drivers/types";
import type { DriverUpdate } from "@/lib/validations/driver-admin";
import { diffFields } from "@/server/audit/diff-fields";
import { recordAudit, type AuditActor, type AuditEventInput } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import { drivers, users } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { isUniqueViolation } from "@/server/http/database-errors";
import { AppError, conflict, notFound } from "@/server/http/errors";
import { approveDriverAccount, unusablePasswordHash } from "./approve-driver";
import { DRIVER_EXISTS_MESSAGE } from "./create-driver";
import {
  AUDITED_DRIVER_FIELDS,
  driverStatusEvent,
  driverUpdatedEvent,
  licenseExpiredEvent,
} from "./driver-events";
import { DRIVER_NOT_FOUND, driverView, findDriverRow, lockDriverRow } from "./queries";
import { licenseToday } from "./serialize";

export interface UpdateDriverResult {
  driver: DriverView;
  /** Set when the save changed more than asked (an expired licence made the driver Unavailable). */
  notice: string | null;
  /** Set when this save approved the driver: whether an account was created, and for whom. */
  approval: { created: boolean; email: string } | null;
}

/** What the console says after an approval (the PUT and POST .../approve alike). */
export function approvalMessage(approval: { created: boolean; email: string }): string {
  return approval.created
    ? `Approved: an account was created and a set-password e-mail sent to ${approval.email}`
    : `Approved: the existing account ${approval.email} is now a driver account and was told to sign in`;
}

export const LICENSE_EXPIRED_NOTICE =
  "The driving licence expiry date has passed, so the driver is now Unavailable.";

export const PHV_LICENCE_EXPIRED_NOTICE =
  "The PHV driver licence expiry date has passed, so the driver is now Unavailable.";

function downgradeNotice(lapsed: readonly LapsedDriverDocument[]): string {
  return lapsed.some((document) => document.document === "driving_licence")
    ? LICENSE_EXPIRED_NOTICE
    : PHV_LICENCE_EXPIRED_NOTICE;
}

async function refuseTakenEmail(tx: Transaction, driverId: number, email: string) {
  const [other] = await tx
    .select({ driver_id: drivers.driver_id })
    .from(drivers)
    .where(and(eq(drivers.email, email), ne(drivers.driver_id, driverId)))
    .limit(1);
  if (other) throw conflict(DRIVER_EXISTS_MESSAGE);
}

/** An approved driver sent back to review can no longer sign in: their sessions end now. */
async function endDriverSessions(tx: Transaction, userId: number | null) {
  if (userId === null) return;
  await tx
    .update(users)
    .set({ session_version: sql`${users.session_version} + 1` })
    .where(eq(users.user_id, userId));
}

/**
 * PUT /api/drivers/{id}: changes the fields sent. Status follows the driver status rules
 * (lib/drivers/driver-status.ts): Available needs a licence that has not expired (409 with the
 * reason), an Available driver given an expired date becomes Unavailable, and the first
 * Available approves the driver into an account. Every change is in the History.
 */
export async function updateDriver(input: {
  driverId: number;
  changes: DriverUpdate;
  actor: AuditActor;
}): Promise<UpdateDriverResult> {
  const { status: requested, ...fields } = input.changes;
  const before = await findDriverRow(input.driverId);
  if (!before) throw notFound(DRIVER_NOT_FOUND);
  // Argon2 is slow: hashed before the transaction when this save may create an account.
  const passwordHash =
    requested === "Available" && before.user_id === null ? await unusablePasswordHash() : "";
  return inTransaction(undefined, async (tx) => {
    const row = await lockDriverRow(tx, input.driverId);
    if (fields.email && fields.email !== row.email)
      await refuseTakenEmail(tx, row.driver_id, fields.email);
    const next = { ...row, ...fields };
    const resolution = resolveDriverStatus({
      current: row.status,
      requested: requested ?? row.status,
      licenseExpiryDate: next.driving_license_expiry_date,
      phvLicenceExpiry: next.phv_licence_expiry,
      today: licenseToday(),
    });
    if (!resolution.ok) throw new AppError("CONFLICT", resolution.reason);
    const [updated] = await tx
      .update(drivers)
      .set({ ...fields, status: resolution.status, updated_at: new Date() })
      .where(eq(drivers.driver_id, row.driver_id))
      .returning();
    const events: AuditEventInput[] = [];
    const changes = diffFields(row, fields, AUDITED_DRIVER_FIELDS);
    if (Object.keys(changes).length > 0)
      events.push(driverUpdatedEvent(row.driver_id, input.actor, changes));
    const lapsed = lapsedDriverDocuments(next, licenseToday());
    if (resolution.licenseExpiredDowngrade)
      events.push(
        licenseExpiredEvent(row.driver_id, next.driving_license_expiry_date, {
          lapsed_documents: lapsed.map(({ document, expiry }) => ({ document, expiry })),
        }),
      );
    else if (resolution.changed)
      events.push(driverStatusEvent(row.driver_id, input.actor, row.status, resolution.status));
    await recordAudit(tx, events);
    // Approval is the move to Available of a driver without an account, never a later edit.
    const approval =
      resolution.changed && resolution.status === "Available" && row.user_id === null
        ? await approveDriverAccount(tx, {
            driver: updated!,
            actor: input.actor,
            passwordHash: passwordHash || (await unusablePasswordHash()),
          })
        : null;
    if (resolution.status === "Under Review" && row.status !== "Under Review")
      await endDriverSessions(tx, row.user_id);
    const after = (await findDriverRow(row.driver_id, tx))!;
    return {
      driver: await driverView(after, tx),
      notice: resolution.licenseExpiredDowngrade ? downgradeNotice(lapsed) : null,
      approval: approval && { created: approval.created, email: updated!.email },
    };
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(DRIVER_EXISTS_MESSAGE);
    throw error;
  });
}
