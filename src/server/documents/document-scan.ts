import "server-only";
import { and, asc, eq, gt, gte, inArray, isNotNull, lt, lte, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  dueThreshold,
  EXPIRY_WARNING_HORIZON_DAYS,
  type ExpiringDocument,
} from "@/lib/documents/expiry-warnings";
import { driverDocumentExpiries } from "@/lib/drivers/driver-documents";
import { addDays, vehicleToday } from "@/lib/vehicles/documents";
import type { Executor } from "@/server/db/client";
import { drivers, vehicles } from "@/server/db/schema";
import { enqueueJob } from "@/server/jobs/enqueue";
import { FAN_OUT_BATCH, fanOutInBatches } from "@/server/jobs/fan-out";
import { lapseKey, warningKey } from "./document-keys";

const VEHICLE_EXPIRY_COLUMNS = {
  phv_licence: vehicles.phv_licence_expiry,
  mot: vehicles.mot_expiry,
  insurance: vehicles.insurance_expiry,
} as const;

const DRIVER_EXPIRY_COLUMNS = [drivers.driving_license_expiry_date, drivers.phv_licence_expiry];

// Approved chauffeurs only: an application under review has no jobs to lose.
const workingDriver = and(
  isNotNull(drivers.approved_at),
  inArray(drivers.status, ["Available", "Unavailable"]),
);

/**
 * The 06:00 part of the daily document job: for every document expiring within 30 days whose
 * warning bracket (30, 14, 7 or 2 days) is due, one `documents.expiry_warning` job. The job's
 * dedupe key names the document, its expiry and the threshold, so a second scan the same day
 * (or the next, in the same bracket) enqueues nothing new. Answers how many holders it read.
 */
export async function scanExpiringDocuments(executor: Executor | undefined, now: Date) {
  const today = vehicleToday(now);
  const horizon = addDays(today, EXPIRY_WARNING_HORIZON_DAYS);
  const enqueueWarning = async (
    tx: Executor,
    holder: "driver" | "vehicle",
    id: number,
    document: ExpiringDocument,
    expiry: string | null,
  ) => {
    if (!expiry || expiry < today || expiry > horizon) return;
    const threshold = dueThreshold(expiry, today);
    if (threshold === null) return;
    const payload = { holder, id, document, expiry, threshold };
    await enqueueJob(tx, {
      kind: "documents.expiry_warning",
      payload,
      runAt: now,
      dedupeKey: warningKey(payload),
    });
  };
  const driversRead = await fanOutInBatches(executor, async (tx, afterId) => {
    const rows = await tx
      .select({
        id: drivers.driver_id,
        driving_license_expiry_date: drivers.driving_license_expiry_date,
        phv_licence_expiry: drivers.phv_licence_expiry,
      })
      .from(drivers)
      .where(
        and(
          workingDriver,
          gt(drivers.driver_id, afterId),
          or(
            ...DRIVER_EXPIRY_COLUMNS.map((column) => and(gte(column, today), lte(column, horizon))),
          ),
        ),
      )
      .orderBy(asc(drivers.driver_id))
      .limit(FAN_OUT_BATCH);
    for (const row of rows) {
      for (const { document, expiry } of driverDocumentExpiries(row))
        await enqueueWarning(tx, "driver", row.id, document, expiry);
    }
    return rows.map((row) => row.id);
  });
  const vehiclesRead = await fanOutInBatches(executor, async (tx, afterId) => {
    const rows = await tx
      .select()
      .from(vehicles)
      .where(
        and(
          eq(vehicles.status, "active"),
          gt(vehicles.vehicle_id, afterId),
          or(
            ...Object.values(VEHICLE_EXPIRY_COLUMNS).map((column) =>
              and(gte(column, today), lte(column, horizon)),
            ),
          ),
        ),
      )
      .orderBy(asc(vehicles.vehicle_id))
      .limit(FAN_OUT_BATCH);
    for (const row of rows) {
      await enqueueWarning(tx, "vehicle", row.vehicle_id, "phv_licence", row.phv_licence_expiry);
      await enqueueWarning(tx, "vehicle", row.vehicle_id, "mot", row.mot_expiry);
      await enqueueWarning(tx, "vehicle", row.vehicle_id, "insurance", row.insurance_expiry);
    }
    return rows.map((row) => row.vehicle_id);
  });
  return { drivers: driversRead, vehicles: vehiclesRead };
}

/**
 * The just-after-midnight part: every Available chauffeur whose driving licence or PHV driver
 * licence lapsed and every active vehicle one of whose documents lapsed gets a `documents.lapse`
 * job (dedupe key per holder and day), which takes it out of service through its state machine.
 * This replaces the old expiry-on-read: the change is written, audited and announced once,
 * whoever reads what.
 */
export async function scanLapsedDocuments(executor: Executor | undefined, now: Date) {
  const today = vehicleToday(now);
  const enqueueLapse = (tx: Executor, holder: "driver" | "vehicle", id: number) =>
    enqueueJob(tx, {
      kind: "documents.lapse",
      payload: { holder, id },
      runAt: now,
      dedupeKey: lapseKey(holder, id, today),
    });
  // One lapse job per id `lapsed` picks from `table`, a keyset page per transaction.
  const enqueueLapses = (
    holder: "driver" | "vehicle",
    table: PgTable,
    id: AnyPgColumn<{ data: number; notNull: true }>,
    lapsed: SQL | undefined,
  ) =>
    fanOutInBatches(executor, async (tx, afterId) => {
      const rows = await tx
        .select({ id })
        .from(table)
        .where(and(lapsed, gt(id, afterId)))
        .orderBy(asc(id))
        .limit(FAN_OUT_BATCH);
      for (const row of rows) await enqueueLapse(tx, holder, row.id);
      return rows.map((row) => row.id);
    });
  const driverLapsed = and(
    eq(drivers.status, "Available"),
    or(...DRIVER_EXPIRY_COLUMNS.map((column) => lt(column, today))),
  );
  const vehicleLapsed = and(
    eq(vehicles.status, "active"),
    or(...Object.values(VEHICLE_EXPIRY_COLUMNS).map((column) => lt(column, today))),
  );
  return {
    drivers: await enqueueLapses("driver", drivers, drivers.driver_id, driverLapsed),
    vehicles: await enqueueLapses("vehicle", vehicles, vehicles.vehicle_id, vehicleLapsed),
  };
}
