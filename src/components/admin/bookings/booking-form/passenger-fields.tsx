"use client";

import { optionsOf } from "@/components/ui/select-choices";
import { titleLabel } from "@/components/bookings/booking-format";
import { useFormContext } from "react-hook-form";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { TextField } from "@/components/ui/text-field";
import { GUEST_TITLES } from "@/lib/validations/booking/constants";
import { ChoiceFieldset } from "./choice-fieldset";
import { RideSelect } from "./ride-fields";
import type { RideValues } from "./ride-values";

type RideForm = { booking: RideValues };
type GuestText = "guest_first_name" | "guest_last_name" | "guest_email";

const PASSENGER_OPTIONS = [
  { value: "self", label: "The customer" },
  { value: "other", label: "Another passenger (guest)" },
];
const TITLE_OPTIONS = optionsOf(GUEST_TITLES, (title) => titleLabel(title) ?? "");

function GuestText({ name, label, type }: { name: GuestText; label: string; type?: string }) {
  const { register, getFieldState, formState } = useFormContext<RideForm>();
  return (
    <TextField
      label={label}
      type={type}
      error={getFieldState(`booking.${name}`, formState).error?.message}
      {...register(`booking.${name}`)}
    />
  );
}

/** Who travels: the customer, or a guest passenger with their own name, e-mail and phone. */
export function PassengerFields() {
  const { control } = useFormContext<RideForm>();
  return (
    <ChoiceFieldset
      legend="Passenger"
      label="Who is travelling?"
      control={control}
      name="booking.passenger"
      className="grid gap-3 sm:col-span-2 sm:grid-cols-2"
      choiceClassName="sm:col-span-2"
      options={PASSENGER_OPTIONS}
      revealOn="other"
    >
      <RideSelect name="guest_title" label="Passenger title" options={TITLE_OPTIONS} />
      <GuestText name="guest_first_name" label="Passenger first name" />
      <GuestText name="guest_last_name" label="Passenger last name" />
      <GuestText name="guest_email" label="Passenger email" type="email" />
      <FormPhoneField
        control={control}
        name="booking.guest_phone_number"
        label="Passenger phone number"
        codeLabel="Passenger calling code"
      />
    </ChoiceFieldset>
  );
}
