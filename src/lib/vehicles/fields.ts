/**
 * A vehicle's editable fields, in form order: the ones the form fills, the API accepts and the
 * audit trail compares. One list so that a new field is shown, saved and audited together.
 */
export const VEHICLE_FIELDS = [
  "make",
  "model",
  "year",
  "colour",
  "registration_plate",
  "service_class",
  "passenger_capacity",
  "luggage_capacity",
  "phv_licence_number",
  "phv_licence_expiry",
  "mot_expiry",
  "insurance_expiry",
  "status",
] as const;

export type VehicleField = (typeof VEHICLE_FIELDS)[number];
