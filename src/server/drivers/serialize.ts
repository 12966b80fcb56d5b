import { penceToPounds } from "@/lib/money";
import "server-only";
import { licenseState, LICENSE_TIME_ZONE } from "@/lib/drivers/driver-status";
import type { DriverCarPicture, DriverView } from "@/lib/drivers/types";
import { todayInZone } from "@/lib/time-rules";
import type { DriverCarPictureRow, DriverRow } from "@/server/db/schema";

/** Today in the operator's zone: the day licence expiry is judged against. */
export function licenseToday(now: Date = new Date()): string {
  return todayInZone(LICENSE_TIME_ZONE, now);
}

export function toCarPictures(rows: readonly DriverCarPictureRow[]): DriverCarPicture[] {
  return [...rows]
    .sort((a, b) => a.position - b.position || a.picture_id - b.picture_id)
    .map((row) => ({ picture_id: row.picture_id, url: row.file }));
}

/** A driver row as every driver endpoint answers it (see DriverView). */
export function toDriverView(
  row: DriverRow,
  pictures: readonly DriverCarPictureRow[],
  today: string = licenseToday(),
): DriverView {
  const license = licenseState(row.driving_license_expiry_date, today);
  return {
    driver_id: row.driver_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    address: row.address,
    date_of_birth: row.date_of_birth,
    national_insurance_number: row.national_insurance_number,
    private_hire_license_number: row.private_hire_license_number,
    driving_license_number: row.driving_license_number,
    driving_license_expiry_date: row.driving_license_expiry_date,
    phv_licence_expiry: row.phv_licence_expiry,
    experience: row.experience,
    currently_working_with: row.currently_working_with,
    date_first_available: row.date_first_available,
    date_of_leaving: row.date_of_leaving,
    preferred_shift: row.preferred_shift,
    working_days: row.working_days,
    status: row.status,
    has_vehicle: row.has_vehicle,
    car_make: row.car_make,
    car_model: row.car_model,
    car_year: row.car_year,
    car_color: row.car_color,
    car_plate_number: row.car_plate_number,
    car_type: row.car_type,
    car_capacity: row.car_capacity,
    driver_picture: row.driver_picture,
    car_pictures: toCarPictures(pictures),
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    rating_count: row.rating_count,
    total_trips: row.total_trips,
    earnings: penceToPounds(row.earnings_pence),
    earnings_pence: row.earnings_pence,
    has_account: row.user_id !== null,
    license_days_left: license.days_left,
    license_expired: license.expired,
    license_expires_soon: license.expires_soon,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
