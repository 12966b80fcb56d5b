import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { VEHICLE_MESSAGES } from "@/lib/validations/vehicle";
import type { Transaction } from "@/server/db/client";
import { vehicles } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/http/database-errors";
import { AppError } from "@/server/http/errors";

/** 409 with the plate's field message, so the dialog shows it beside the field. */
export const plateTaken = () =>
  new AppError("CONFLICT", VEHICLE_MESSAGES.plateTaken, {
    errors: { registration_plate: VEHICLE_MESSAGES.plateTaken },
  });

/** Refuses a plate another vehicle has; the unique index still decides a race (see below). */
export async function refuseTakenPlate(tx: Transaction, plate: string, vehicleId?: number) {
  const [other] = await tx
    .select({ vehicle_id: vehicles.vehicle_id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.registration_plate, plate),
        vehicleId === undefined ? undefined : ne(vehicles.vehicle_id, vehicleId),
      ),
    )
    .limit(1);
  if (other) throw plateTaken();
}

/** A concurrent save of the same plate loses at the unique index: the same 409. */
export function rethrowPlateViolation(error: unknown): never {
  if (isUniqueViolation(error)) throw plateTaken();
  throw error;
}
