import "server-only";
import type { CustomerChauffeurCar } from "@/lib/dispatch/customer-chauffeur";
import { displayPlate } from "@/lib/vehicles/plate";
import { assignments, drivers, vehicles } from "@/server/db/schema";

/**
 * What a customer may see of a job's chauffeur and car, whether the site's own driver and
 * vehicle or a partner's: never the surname, address, licences or pay. Selected from
 * assignments left-joined to drivers and vehicles (the booking's list and the trip page alike).
 */
export const customerChauffeurColumns = {
  partner_id: assignments.partner_id,
  partner_chauffeur_name: assignments.partner_chauffeur_name,
  partner_chauffeur_phone: assignments.partner_chauffeur_phone,
  partner_vehicle_make: assignments.partner_vehicle_make,
  partner_vehicle_model: assignments.partner_vehicle_model,
  partner_vehicle_colour: assignments.partner_vehicle_colour,
  partner_vehicle_plate: assignments.partner_vehicle_plate,
  driver_first_name: drivers.first_name,
  driver_picture: drivers.driver_picture,
  driver_phone: drivers.phone_number,
  vehicle_make: vehicles.make,
  vehicle_model: vehicles.model,
  vehicle_colour: vehicles.colour,
  vehicle_plate: vehicles.registration_plate,
};

/** The car columns of a row read with customerChauffeurColumns. */
export interface CustomerCarRow {
  partner_id: number | null;
  partner_vehicle_make: string | null;
  partner_vehicle_model: string | null;
  partner_vehicle_colour: string | null;
  partner_vehicle_plate: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  vehicle_colour: string | null;
  vehicle_plate: string | null;
}

/** The car sent: the partner's as it named it for a farmed-out job, else the site's vehicle. */
export function customerCarOf(row: CustomerCarRow): CustomerChauffeurCar | null {
  const farmed = row.partner_id !== null;
  const make = farmed ? row.partner_vehicle_make : row.vehicle_make;
  const model = farmed ? row.partner_vehicle_model : row.vehicle_model;
  const colour = farmed ? row.partner_vehicle_colour : row.vehicle_colour;
  const plate = farmed ? row.partner_vehicle_plate : row.vehicle_plate;
  if (!make || !model || !plate) return null;
  return { make, model, colour: colour ?? "", plate: displayPlate(plate) };
}
