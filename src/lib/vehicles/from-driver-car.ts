import type { CarType } from "@/lib/drivers/driver-options";
import type { DriverCar } from "@/lib/drivers/types";
import { getServiceClass, type ServiceType } from "@/lib/service-classes";
import { isValidPlate, normalisePlate } from "./plate";

export type { DriverCar };

/** The class a driver's own car starts in; the operator can change it on the vehicle. */
const CLASS_OF_CAR_TYPE: Readonly<Record<CarType, ServiceType>> = {
  sedan: "business_class",
  hatchback: "business_class",
  other: "business_class",
  luxury: "first_class",
  SUV: "business_van",
  minivan: "business_van",
};

export interface VehicleFromCar {
  make: string;
  model: string;
  year: number;
  colour: string;
  registration_plate: string;
  service_class: ServiceType;
  passenger_capacity: number;
  luggage_capacity: number;
}

/**
 * The vehicle a driver's own car becomes on approval, or null when the driver has no car or its
 * details are not enough for a vehicle record (no plate, make, model or year): the operator
 * adds that vehicle by hand. Capacities default to the class's own.
 */
export function vehicleFromDriverCar(car: DriverCar): VehicleFromCar | null {
  if (car.has_vehicle !== "yes") return null;
  const plate = car.car_plate_number ?? "";
  if (!isValidPlate(plate) || !car.car_make?.trim() || !car.car_model?.trim() || !car.car_year)
    return null;
  const serviceClass = CLASS_OF_CAR_TYPE[car.car_type ?? "other"];
  const defaults = getServiceClass(serviceClass);
  return {
    make: car.car_make.trim(),
    model: car.car_model.trim(),
    year: car.car_year,
    colour: car.car_color?.trim() || "Unknown",
    registration_plate: normalisePlate(plate),
    service_class: serviceClass,
    passenger_capacity:
      car.car_capacity && car.car_capacity > 0 ? car.car_capacity : defaults.passengers,
    luggage_capacity: defaults.luggage,
  };
}
