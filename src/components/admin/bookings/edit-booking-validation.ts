/**
 * Edit Booking's browser-side check: the handler's two steps, the edit schema for the body and
 * the public booking schema for the ride, with the same messages. Loaded on first validation.
 */
import { adminBookingEditSchema } from "@/lib/validations/admin-booking";
import { createBookingSchema } from "@/lib/validations/booking";
import { issueMessages, type FormErrors } from "./booking-form/payload-resolver";
import { formFieldErrors, ridePayload } from "./booking-form/ride-values";
import { editBody, type EditBookingValues } from "./edit-booking-form";

export function validateEditBooking(values: EditBookingValues): FormErrors {
  const edit = adminBookingEditSchema.safeParse(editBody(values));
  const ride = createBookingSchema.safeParse(ridePayload(values.booking));
  return formFieldErrors({
    ...(ride.success ? {} : issueMessages(ride.error.issues)),
    ...(edit.success ? {} : issueMessages(edit.error.issues)),
  });
}
