/**
 * New Booking's browser-side check: the handler's schema on the body the form sends, and, for a
 * new customer, each of the customer's fields (the schema's either-or names only the whole).
 * Loaded on first validation.
 */
import { newCustomerSchema, phoneBookingSchema } from "@/lib/validations/phone-booking";
import { issueMessages, type FormErrors } from "./booking-form/payload-resolver";
import { phoneBody, phoneFieldErrors, type PhoneBookingValues } from "./phone-booking-form";

export function validatePhoneBooking(values: PhoneBookingValues): FormErrors {
  const body = phoneBookingSchema.safeParse(phoneBody(values));
  const customer =
    values.customer_mode === "new" ? newCustomerSchema.safeParse(values.customer) : null;
  const customerErrors =
    customer && !customer.success
      ? issueMessages(
          customer.error.issues.map((issue) => ({ ...issue, path: ["customer", ...issue.path] })),
        )
      : {};
  const errors = phoneFieldErrors({
    ...customerErrors,
    ...(body.success ? {} : issueMessages(body.error.issues)),
  });
  // The either-or message belongs to the search, not to a new customer's own fields.
  if (values.customer_mode === "new") delete errors.customer_id;
  return errors;
}
