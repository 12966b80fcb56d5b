import "server-only";
import { and, asc, eq, ilike, lte, or, type SQL } from "drizzle-orm";
import { addDays, EXPIRING_SOON_DAYS, vehicleToday } from "@/lib/vehicles/documents";
import { normalisePlate } from "@/lib/vehicles/plate";
import type { VehicleView } from "@/lib/vehicles/types";
import { VEHICLE_LIST_DEFAULT_SORT, type VehicleListParams } from "@/lib/validations/vehicle";
import { getDb } from "@/server/db/client";
import { inDirection, likePattern, numberedPage, rowsMatching } from "@/server/db/paging";
import { vehicles } from "@/server/db/schema";
import type { ListPagination } from "@/server/http/list-params";
import { vehicleViews } from "./queries";

const SORT_COLUMNS = {
  registration_plate: vehicles.registration_plate,
  make: vehicles.make,
  year: vehicles.year,
  created_at: vehicles.created_at,
} as const;

/** A document expires on or before `limit` (a lapsed one included). */
function expiringBy(limit: string): SQL {
  return or(
    lte(vehicles.phv_licence_expiry, limit),
    lte(vehicles.mot_expiry, limit),
    lte(vehicles.insurance_expiry, limit),
  )!;
}

function searchBy(text: string): SQL {
  const pattern = likePattern(text);
  return or(
    ilike(vehicles.registration_plate, likePattern(normalisePlate(text))),
    ilike(vehicles.make, pattern),
    ilike(vehicles.model, pattern),
  )!;
}

/** GET /api/admin/vehicles: one page (search plate/make/model; class, status, expiring). */
export async function listVehicles(
  params: VehicleListParams,
  now: Date = new Date(),
): Promise<{ data: VehicleView[]; pagination: ListPagination }> {
  const db = await getDb();
  const where = and(
    params.class ? eq(vehicles.service_class, params.class) : undefined,
    params.status ? eq(vehicles.status, params.status) : undefined,
    params.expiring ? expiringBy(addDays(vehicleToday(now), EXPIRING_SOON_DAYS)) : undefined,
    params.q ? searchBy(params.q) : undefined,
  );
  const sort = params.sort ?? VEHICLE_LIST_DEFAULT_SORT;
  const column = SORT_COLUMNS[sort.key];
  const { rows, pagination } = await numberedPage(
    db,
    db
      .select()
      .from(vehicles)
      .where(where)
      .orderBy(inDirection(column, sort.direction), asc(vehicles.vehicle_id))
      .$dynamic(),
    rowsMatching(db, vehicles, where),
    params,
  );
  return { data: await vehicleViews(rows, now), pagination };
}
