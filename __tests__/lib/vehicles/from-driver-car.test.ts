import { vehicleFromDriverCar, type DriverCar } from "@/lib/vehicles/from-driver-car";

const car: DriverCar = {
  has_vehicle: "yes",
  car_make: " Mercedes-Benz ",
  car_model: "E-Class",
  car_year: 2022,
  car_color: null,
  car_plate_number: "ab12 cde",
  car_type: "sedan",
  car_capacity: null,
};

describe("a driver's own car as a vehicle", () => {
  it("takes the car's details, a normalised plate and the class's capacities", () => {
    expect(vehicleFromDriverCar(car)).toEqual({
      make: "Mercedes-Benz",
      model: "E-Class",
      year: 2022,
      colour: "Unknown",
      registration_plate: "AB12CDE",
      service_class: "business_class",
      passenger_capacity: 3,
      luggage_capacity: 3,
    });
  });

  it("puts luxury cars in First Class and SUVs and minivans in the van class", () => {
    expect(vehicleFromDriverCar({ ...car, car_type: "luxury" })?.service_class).toBe("first_class");
    expect(vehicleFromDriverCar({ ...car, car_type: "minivan", car_capacity: 6 })).toMatchObject({
      service_class: "business_van",
      passenger_capacity: 6,
      luggage_capacity: 5,
    });
  });

  it("gives nothing without a car or without enough of its details", () => {
    expect(vehicleFromDriverCar({ ...car, has_vehicle: "no" })).toBeNull();
    expect(vehicleFromDriverCar({ ...car, car_plate_number: null })).toBeNull();
    expect(vehicleFromDriverCar({ ...car, car_plate_number: "A*1" })).toBeNull();
    expect(vehicleFromDriverCar({ ...car, car_year: null })).toBeNull();
    expect(vehicleFromDriverCar({ ...car, car_make: " " })).toBeNull();
  });
});
