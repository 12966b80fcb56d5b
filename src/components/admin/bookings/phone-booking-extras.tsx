"use client";

import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { ChoiceFieldset } from "./booking-form/choice-fieldset";
import { FormSelect } from "@/components/admin/form-controls";
import type { PhoneBookingValues } from "./phone-booking-form";
import { useFieldBinder } from "@/components/ui/use-field-binder";

const TRIP_OPTIONS = [
  { value: "one_way", label: "One way" },
  { value: "return", label: "Return journey" },
];
const PAYMENT_MODE_OPTIONS = [
  { value: "link", label: "E-mail the customer a link to pay" },
  { value: "offline", label: "Paid offline (cash, invoice or account)" },
];
const METHOD_OPTIONS = [
  { value: "cash", label: "Cash" },
  { value: "invoice", label: "Invoice" },
  { value: "account", label: "Account" },
];

/** One way, or a return leg from the dropoff back to the pickup at its own date and time. */
export function ReturnLegFields() {
  const { control } = useFormContext<PhoneBookingValues>();
  const field = useFieldBinder<PhoneBookingValues>();
  return (
    <ChoiceFieldset
      legend="Return"
      label="One way or return"
      control={control}
      name="return_trip.trip"
      orientation="horizontal"
      className="grid gap-3 sm:grid-cols-2"
      choiceClassName="sm:col-span-2"
      options={TRIP_OPTIONS}
      revealOn="return"
    >
      <TextField label="Return date" type="date" {...field("return_trip.booking_date")} />
      <TextField label="Return time" type="time" {...field("return_trip.booking_time")} />
    </ChoiceFieldset>
  );
}

/** A pay link e-mailed to the customer, or money already taken offline with its reference. */
export function PaymentFields() {
  const { control } = useFormContext<PhoneBookingValues>();
  const field = useFieldBinder<PhoneBookingValues>();
  return (
    <ChoiceFieldset
      legend="Payment"
      label="Payment"
      control={control}
      name="payment.mode"
      className="flex flex-col gap-3"
      options={PAYMENT_MODE_OPTIONS}
      revealOn="offline"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelect
          control={control}
          name="payment.method"
          label="Method"
          options={METHOD_OPTIONS}
        />
        <TextField label="Payment reference" {...field("payment.reference")} />
      </div>
    </ChoiceFieldset>
  );
}
