import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  callWindowOpen,
  firstNameOf,
  type CustomerChauffeur,
} from "@/lib/dispatch/customer-chauffeur";
import { JOB_STATE_INFO } from "@/lib/dispatch/job-moves";
import { CAR_TAKEN_STATES } from "@/lib/dispatch/job-states";
import type { Executor } from "@/server/db/client";
import { assignments, drivers, vehicles } from "@/server/db/schema";
import { customerCarOf, customerChauffeurColumns } from "./customer-chauffeur-columns";

/** The booking fields the chauffeurs' view needs: which booking, and when it is picked up. */
export interface ChauffeurBooking {
  booking_id: number;
  pickup_at: Date;
}

// Only what a customer may see is read: never the surname, address, licences or pay.
const columns = {
  booking_id: assignments.booking_id,
  car_number: assignments.car_number,
  status: assignments.status,
  ...customerChauffeurColumns,
};

function selectChauffeurRows(db: Executor, bookingIds: number[]) {
  return db
    .select(columns)
    .from(assignments)
    .leftJoin(drivers, eq(drivers.driver_id, assignments.driver_id))
    .leftJoin(vehicles, eq(vehicles.vehicle_id, assignments.vehicle_id))
    .where(
      and(
        inArray(assignments.booking_id, bookingIds),
        inArray(assignments.status, [...CAR_TAKEN_STATES]),
      ),
    )
    .orderBy(asc(assignments.booking_id), asc(assignments.car_number));
}

type ChauffeurRow = Awaited<ReturnType<typeof selectChauffeurRows>>[number];

function chauffeurOf(row: ChauffeurRow, pickupAt: Date, now: Date): CustomerChauffeur | null {
  const farmedOut = row.partner_id !== null;
  const fullName = farmedOut ? row.partner_chauffeur_name : row.driver_first_name;
  // A farmed-out job shows nobody until the partner names its chauffeur.
  if (!fullName) return null;
  const status = row.status as CustomerChauffeur["status"];
  const phone = farmedOut ? row.partner_chauffeur_phone : row.driver_phone;
  return {
    car_number: row.car_number,
    first_name: firstNameOf(fullName),
    photo_url: farmedOut ? null : row.driver_picture,
    car: customerCarOf(row),
    status,
    status_label: JOB_STATE_INFO[status].label,
    phone: phone && callWindowOpen({ pickupAt, state: status, now }) ? phone : null,
  };
}

/**
 * The chauffeur sent for each car of each booking, from the moment a car's job is assigned
 * (through the ride to its completion), in one query for a whole list. Bookings with nobody
 * assigned yet map to an empty list.
 */
export async function chauffeursForBookings(
  db: Executor,
  bookings: readonly ChauffeurBooking[],
  now: Date = new Date(),
): Promise<Map<number, CustomerChauffeur[]>> {
  const byBooking = new Map<number, CustomerChauffeur[]>(
    bookings.map((booking) => [booking.booking_id, []]),
  );
  if (bookings.length === 0) return byBooking;
  const pickups = new Map(bookings.map((booking) => [booking.booking_id, booking.pickup_at]));
  const rows = await selectChauffeurRows(db, [...pickups.keys()]);
  for (const row of rows) {
    const chauffeur = chauffeurOf(row, pickups.get(row.booking_id)!, now);
    if (chauffeur) byBooking.get(row.booking_id)?.push(chauffeur);
  }
  return byBooking;
}
