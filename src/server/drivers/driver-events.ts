import "server-only";
import type { DriverStatus } from "@/lib/drivers/driver-options";
import type { AuditActor, AuditEventInput } from "@/server/audit/record-audit";
import { SYSTEM_ACTOR } from "@/server/audit/record-audit";
import type { AuditChanges, DriverRow } from "@/server/db/schema";

const driverEntity = (driverId: number) => ({ kind: "driver" as const, id: driverId });

/** Every field an edit may change, for the History's `{ field: { old, new } }`. */
export const AUDITED_DRIVER_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "phone_number",
  "address",
  "date_of_birth",
  "national_insurance_number",
  "private_hire_license_number",
  "driving_license_number",
  "driving_license_expiry_date",
  "phv_licence_expiry",
  "experience",
  "currently_working_with",
  "date_first_available",
  "date_of_leaving",
  "preferred_shift",
  "working_days",
  "has_vehicle",
  "car_make",
  "car_model",
  "car_year",
  "car_color",
  "car_plate_number",
  "car_type",
  "car_capacity",
] as const satisfies readonly (keyof DriverRow)[];

export function driverCreatedEvent(
  row: DriverRow,
  actor: AuditActor,
  channel: "application" | "console",
  pictures: number,
): AuditEventInput {
  return {
    actor,
    entity: driverEntity(row.driver_id),
    action: "created",
    changes: { status: { old: null, new: row.status } },
    context: { channel, car_pictures: pictures, has_photo: row.driver_picture !== null },
  };
}

export function driverUpdatedEvent(
  driverId: number,
  actor: AuditActor,
  changes: AuditChanges,
): AuditEventInput {
  return { actor, entity: driverEntity(driverId), action: "updated", changes };
}

export function driverStatusEvent(
  driverId: number,
  actor: AuditActor,
  from: DriverStatus,
  to: DriverStatus,
  context: Record<string, unknown> = {},
): AuditEventInput {
  return {
    actor,
    entity: driverEntity(driverId),
    action: "status_changed",
    changes: { status: { old: from, new: to } },
    context,
  };
}

/**
 * An Available driver whose licence expiry date has passed is made Unavailable by the system.
 * `more` names which documents lapsed when the daily job did it (the PHV driver licence too).
 */
export function licenseExpiredEvent(
  driverId: number,
  expiry: string | null,
  more: Record<string, unknown> = {},
): AuditEventInput {
  return driverStatusEvent(driverId, SYSTEM_ACTOR, "Available", "Unavailable", {
    reason: "license_expired",
    driving_license_expiry_date: expiry,
    ...more,
  });
}

export function driverApprovedEvent(
  driverId: number,
  actor: AuditActor,
  account: { user_id: number; created: boolean },
): AuditEventInput {
  return {
    actor,
    entity: driverEntity(driverId),
    action: "approved",
    changes: { user_id: { old: null, new: account.user_id } },
    context: { account: account.created ? "created" : "linked" },
  };
}

/** An application turned down: the reason is kept with the event (and e-mailed). */
export function driverRejectedEvent(
  driverId: number,
  actor: AuditActor,
  from: DriverStatus,
  to: DriverStatus,
  reason: string,
): AuditEventInput {
  return {
    actor,
    entity: driverEntity(driverId),
    action: "rejected",
    changes: { status: { old: from, new: to } },
    context: { reason },
  };
}

export function driverFilesEvent(
  driverId: number,
  actor: AuditActor,
  action: "photo_changed" | "car_pictures_added" | "car_picture_removed",
  changes: AuditChanges,
): AuditEventInput {
  return { actor, entity: driverEntity(driverId), action, changes };
}
