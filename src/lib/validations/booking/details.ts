/**
 * The details step's form (spec section 5): a visitor signs in or registers inside the step, and
 * another passenger's details are needed only when booking for someone else. Each field reuses
 * the rule of the payload it feeds (registration, booking), so a message is written once.
 */
import { z } from "zod";
import { GUEST_TITLES } from "./constants";
import { guestPhoneSchema } from "./create";
import { emailField } from "../auth";
import { phoneField } from "../fields";

export const bookingDetailsFormSchema = z.object({
  accountType: z.enum(["existing", "new"]),
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Composed by the phone field: "+44 7700 900456". */
  phone: z.string(),
  bookingFor: z.enum(["self", "other"]),
  passengerTitle: z.union([z.enum(GUEST_TITLES), z.literal("")]),
  passengerFirstName: z.string(),
  passengerLastName: z.string(),
  passengerEmail: z.string(),
  passengerPhone: z.string(),
  flightNumber: z.string(),
  pickupSign: z.string(),
  notes: z.string(),
  referenceCode: z.string(),
});

export type BookingDetailsValues = z.input<typeof bookingDetailsFormSchema>;

const accountPhone = phoneField({
  required: "Phone number is required",
  invalid: "Invalid phone number",
});
const passengerEmail = z
  .string()
  .trim()
  .min(1, "Passenger email is required")
  .pipe(z.email("Invalid email address"));
const required = (message: string) => z.string().trim().min(1, message);

type FieldName = keyof BookingDetailsValues;
type Rules = [FieldName, z.ZodType][];

function rulesFor(values: BookingDetailsValues, signedIn: boolean): Rules {
  const rules: Rules = [];
  if (!signedIn) {
    rules.push(["email", emailField], ["password", required("Password is required")]);
    if (values.accountType === "new")
      rules.push(
        ["firstName", required("First name is required")],
        ["lastName", required("Last name is required")],
        ["phone", accountPhone],
        [
          "password",
          z
            .string()
            .min(1, "Password is required")
            .min(6, "Password must be at least 6 characters"),
        ],
        ["confirmPassword", required("Please confirm your password")],
      );
  }
  if (values.bookingFor === "other")
    rules.push(
      ["passengerTitle", z.enum(GUEST_TITLES, "Passenger title is required")],
      ["passengerFirstName", required("Passenger first name is required")],
      ["passengerLastName", required("Passenger last name is required")],
      ["passengerEmail", passengerEmail],
      ["passengerPhone", required("Passenger phone number is required")],
      ["passengerPhone", guestPhoneSchema],
    );
  return rules;
}

/**
 * The form's checks for a visitor (account fields) or a signed-in customer (none). A field's
 * rules run in order and its first failure is its message.
 */
export const bookingDetailsSchema = (signedIn: boolean) =>
  bookingDetailsFormSchema.superRefine((values, ctx) => {
    const failed = new Set<FieldName>();
    for (const [field, rule] of rulesFor(values, signedIn)) {
      if (failed.has(field)) continue;
      const result = rule.safeParse(values[field]);
      if (result.success) continue;
      failed.add(field);
      const message = result.error.issues[0]?.message ?? "Invalid value";
      ctx.addIssue({ code: "custom", path: [field], message });
    }
    if (
      !signedIn &&
      values.accountType === "new" &&
      !failed.has("confirmPassword") &&
      values.password !== values.confirmPassword
    )
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: "Passwords do not match",
      });
  });

export { EMPTY_DETAILS } from "./details-empty";
