import { VEHICLE_FIELDS } from "@/lib/vehicles/fields";
import { optionsOf } from "@/components/ui/select-choices";
import type { VehicleView } from "@/lib/vehicles/types";
import {
  VEHICLE_STATUS_LABELS,
  VEHICLE_STATUSES,
  type VehicleStatus,
} from "@/lib/validations/vehicle";

/** The dialogs' values: every field as typed (the shared schema turns them into the payload). */
export interface VehicleDraft {
  make: string;
  model: string;
  year: string;
  colour: string;
  registration_plate: string;
  service_class: string;
  passenger_capacity: string;
  luggage_capacity: string;
  phv_licence_number: string;
  phv_licence_expiry: string;
  mot_expiry: string;
  insurance_expiry: string;
  status: VehicleStatus;
}

// Every editable field is a draft field (the compiler checks it), so field errors land on the form.
export const VEHICLE_DRAFT_FIELDS = VEHICLE_FIELDS satisfies readonly (keyof VehicleDraft)[];

export { SERVICE_CLASS_OPTIONS } from "@/components/bookings/booking-options";
export const VEHICLE_STATUS_OPTIONS = optionsOf(VEHICLE_STATUSES, VEHICLE_STATUS_LABELS);

export function newVehicleDraft(): VehicleDraft {
  return {
    make: "",
    model: "",
    year: "",
    colour: "",
    registration_plate: "",
    service_class: "business_class",
    passenger_capacity: "3",
    luggage_capacity: "3",
    phv_licence_number: "",
    phv_licence_expiry: "",
    mot_expiry: "",
    insurance_expiry: "",
    status: "active",
  };
}

export function vehicleDraftOf(vehicle: VehicleView): VehicleDraft {
  return {
    make: vehicle.make,
    model: vehicle.model,
    year: String(vehicle.year),
    colour: vehicle.colour,
    registration_plate: vehicle.plate_display,
    service_class: vehicle.service_class,
    passenger_capacity: String(vehicle.passenger_capacity),
    luggage_capacity: String(vehicle.luggage_capacity),
    phv_licence_number: vehicle.phv_licence_number ?? "",
    phv_licence_expiry: vehicle.phv_licence_expiry ?? "",
    mot_expiry: vehicle.mot_expiry ?? "",
    insurance_expiry: vehicle.insurance_expiry ?? "",
    status: vehicle.status,
  };
}
