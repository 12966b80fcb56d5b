import type { DriverView } from "@/lib/drivers/types";

export function driverFixture(overrides: Partial<DriverView> = {}): DriverView {
  return {
    driver_id: 42,
    first_name: "Dan",
    last_name: "Driver",
    email: "dan@example.com",
    phone_number: "+447700900456",
    address: "1 Kerb Street",
    date_of_birth: "1985-04-12",
    national_insurance_number: "QQ123456C",
    private_hire_license_number: "PHL-1234",
    driving_license_number: "DRIVE811234DD9AB",
    driving_license_expiry_date: "2035-01-31",
    experience: "6 years",
    currently_working_with: null,
    date_first_available: "2030-01-01",
    date_of_leaving: null,
    preferred_shift: "night",
    working_days: "7 days a week",
    status: "Under Review",
    has_vehicle: "yes",
    car_make: "Mercedes",
    car_model: "E-Class",
    car_year: 2023,
    car_color: "Black",
    car_plate_number: "AB12 CDE",
    car_type: "luxury",
    car_capacity: 4,
    driver_picture: "/api/files/drivers/42/photo.jpg",
    car_pictures: [
      { picture_id: 1, url: "/api/files/drivers/42/car-1.jpg" },
      { picture_id: 2, url: "/api/files/drivers/42/car-2.jpg" },
    ],
    rating: null,
    total_trips: 12,
    earnings: 345.5,
    earnings_pence: 34550,
    has_account: false,
    license_days_left: 3000,
    license_expired: false,
    license_expires_soon: false,
    created_at: "2026-11-20T10:00:00.000Z",
    updated_at: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

export const answer = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  json: async () => body,
});
