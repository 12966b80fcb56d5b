import { pgEnum } from "drizzle-orm/pg-core";

export const userRole = pgEnum("user_role", ["customer", "admin", "driver", "partner"]);
export const bookingType = pgEnum("booking_type", ["point_to_point", "hourly"]);
export const destinationCountry = pgEnum("destination_country", ["uk", "canada", "america"]);
export const serviceType = pgEnum("service_type", [
  "business_class",
  "first_class",
  "business_van",
]);
export const rideArea = pgEnum("ride_area", ["inside", "outside"]);
// 'paid' is set only by the server once it has seen the money; the other four are the spec's.
export const bookingStatus = pgEnum("booking_status", [
  "pending",
  "paid",
  "confirmed",
  "completed",
  "cancelled",
]);
export const paymentState = pgEnum("payment_state", [
  "unpaid",
  "processing",
  "paid",
  "refunded",
  "failed",
]);
export const guestTitle = pgEnum("guest_title", ["mr", "mrs", "ms", "dr"]);
export const driverStatus = pgEnum("driver_status", ["Available", "Unavailable", "Under Review"]);
export const preferredShift = pgEnum("preferred_shift", ["day", "night", "flexible"]);
export const workingDays = pgEnum("working_days", ["5 days a week", "7 days a week"]);
export const yesNo = pgEnum("yes_no", ["yes", "no"]);
export const carType = pgEnum("car_type", [
  "sedan",
  "SUV",
  "hatchback",
  "minivan",
  "luxury",
  "other",
]);
export const partnerStatus = pgEnum("partner_status", ["Active", "Pending", "Inactive"]);
export const paymentProvider = pgEnum("payment_provider", ["stripe", "test"]);
export const paymentStatus = pgEnum("payment_status", [
  "requires_payment",
  "processing",
  "succeeded",
  "failed",
  "refunded",
  "canceled",
]);
export const emailStatus = pgEnum("email_status", ["queued", "sent", "logged", "failed"]);
/** Who a stored file belongs to: the owner id is a user, driver, partner id (none for site files). */
export const fileOwnerKind = pgEnum("file_owner_kind", [
  "user",
  "driver",
  "partner",
  "site",
  "vehicle",
]);
export const fileVisibility = pgEnum("file_visibility", ["private", "public"]);
// Money taken outside the card provider (a phone booking paid by cash, invoice or account).
export const offlinePaymentMethod = pgEnum("offline_payment_method", [
  "cash",
  "invoice",
  "account",
]);
export const commissionCategory = pgEnum("commission_category", [
  "airport",
  "hourly",
  "events",
  "business",
]);
// job_pay: what a partner is paid for a job farmed out to it, credited when the job is completed.
export const commissionKind = pgEnum("commission_kind", ["commission", "reversal", "job_pay"]);
export const payoutStatus = pgEnum("payout_status", ["Pending", "Paid", "Failed"]);
export const vehicleStatus = pgEnum("vehicle_status", ["active", "off_road"]);
