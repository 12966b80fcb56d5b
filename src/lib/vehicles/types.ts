import type { ServiceType } from "@/lib/service-classes";
import type { VehicleStatus } from "@/lib/validations/vehicle";
import type { DocumentStatus } from "./documents";

/** A vehicle as the API and the console show it. */
export interface VehicleView {
  vehicle_id: number;
  make: string;
  model: string;
  year: number;
  colour: string;
  /** Stored form ('AB12CDE'); `plate_display` is how it is shown ('AB12 CDE'). */
  registration_plate: string;
  plate_display: string;
  service_class: ServiceType;
  passenger_capacity: number;
  luggage_capacity: number;
  phv_licence_number: string | null;
  phv_licence_expiry: string | null;
  mot_expiry: string | null;
  insurance_expiry: string | null;
  status: VehicleStatus;
  documents: DocumentStatus[];
  pictures: { picture_id: number; url: string }[];
  drivers: { driver_id: number; name: string }[];
  created_at: string;
  updated_at: string;
}
