/**
 * What the driver endpoints answer (inside the envelope's `data`), for components to import
 * as types. Dates are `yyyy-MM-dd` strings or null; instants are ISO strings; pictures are
 * `/api/files/...` addresses served only to administrators and, once approved, the driver.
 */
import type { AuditEntry } from "@/lib/audit-entry";
import type { CarType, DriverStatus, PreferredShift, WorkingDays, YesNo } from "./driver-options";

export interface DriverCarPicture {
  picture_id: number;
  url: string;
}

export interface DriverLicenseFlags {
  /** Days from today (London) to the driving licence's expiry; negative once expired. */
  license_days_left: number | null;
  license_expired: boolean;
  /** Still valid, and expiring within 30 days. */
  license_expires_soon: boolean;
}

/** The driver's own car as the application describes it (a vehicle may be made from it). */
export interface DriverCar {
  has_vehicle: YesNo;
  car_make: string | null;
  car_model: string | null;
  car_year: number | null;
  car_color: string | null;
  car_plate_number: string | null;
  car_type: CarType | null;
  car_capacity: number | null;
}

/** GET /api/drivers items, GET/PUT /api/drivers/{id}, POST /api/drivers (admin) `data`. */
export interface DriverView extends DriverLicenseFlags, DriverCar {
  driver_id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** E.164, e.g. "+447700900456". */
  phone_number: string;
  address: string | null;
  date_of_birth: string | null;
  national_insurance_number: string | null;
  private_hire_license_number: string | null;
  driving_license_number: string | null;
  driving_license_expiry_date: string | null;
  /** The PHV (private hire) driver licence's last valid day; recorded by the operator. */
  phv_licence_expiry: string | null;
  experience: string | null;
  currently_working_with: string | null;
  date_first_available: string | null;
  date_of_leaving: string | null;
  preferred_shift: PreferredShift;
  working_days: WorkingDays;
  status: DriverStatus;
  /** The photo's address, or null. */
  driver_picture: string | null;
  car_pictures: DriverCarPicture[];
  /** 0 to 5, or null before any rating. */
  rating: number | null;
  /** How many ratings the average is over (the latest 100 at most). */
  rating_count: number;
  total_trips: number;
  /** Earnings in major units (the spec shows them with a dollar sign), and exactly in pence. */
  earnings: number;
  earnings_pence: number;
  /** True once approved into a driver account. */
  has_account: boolean;
  created_at: string;
  updated_at: string;
}

/** POST /api/drivers from a visitor: only what the success page needs. */
export interface DriverApplicationReceipt {
  driver_id: number;
  first_name: string;
  last_name: string;
  status: DriverStatus;
}

/** GET /api/drivers: `data` is DriverView[]; this sits beside it as `pagination`. */
export interface DriverListPagination {
  page: number;
  page_size: number;
  total: number;
  total_is_estimate: boolean;
  has_next: boolean;
}

/** The four count endpoints: `{ total }` (in `data`, and beside it for the spec's reader). */
export interface DriverCount {
  total: number;
}

/** GET /api/drivers/{id}/history: one audit event, oldest first. */
export type DriverHistoryEntry = AuditEntry;

/** GET /api/driver/me: the signed-in driver's own record for /driver-dashboard. */
export interface DriverDashboardData {
  driver: DriverView;
  /** Jobs assigned to the driver: empty until dispatch exists. */
  jobs: never[];
}
