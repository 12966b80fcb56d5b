"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { TextField } from "@/components/ui/text-field";
import { TitledSection } from "@/components/ui/titled-section";
import { Textarea } from "@/components/ui/textarea";
import { useFieldBinder } from "@/components/ui/use-field-binder";
import { BOOKING_LIMITS } from "@/lib/validations/booking/constants";
import type { BookingDetailsValues } from "@/lib/validations/booking/details";
import { DetailsChoice } from "./details-choice";
import { SelectField } from "./form-controls";

/** Self or another passenger, and that passenger's details. */
export function PassengerSection() {
  const { control } = useFormContext<BookingDetailsValues>();
  const field = useFieldBinder<BookingDetailsValues>();
  const other = useWatch({ control, name: "bookingFor" }) === "other";
  return (
    <TitledSection id="passenger-title" titleClassName="mb-0" title="Who is travelling?">
      <DetailsChoice
        name="bookingFor"
        label="Passenger"
        options={[
          { value: "self", label: "Book for myself" },
          { value: "other", label: "Book for another passenger" },
        ]}
      />
      {other ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Passenger title"
            {...field("passengerTitle")}
            options={[
              { value: "", label: "Select" },
              { value: "mr", label: "Mr" },
              { value: "mrs", label: "Mrs" },
              { value: "ms", label: "Ms" },
              { value: "dr", label: "Dr" },
            ]}
          />
          <TextField label="Passenger first name" {...field("passengerFirstName")} />
          <TextField label="Passenger last name" {...field("passengerLastName")} />
          <TextField label="Passenger email" type="email" {...field("passengerEmail")} />
          <FormPhoneField
            control={control}
            name="passengerPhone"
            label="Passenger phone"
            codeLabel="Passenger country code"
            autoComplete="off"
            className="sm:col-span-2"
          />
        </div>
      ) : null}
    </TitledSection>
  );
}

const EXTRA_FIELDS = [
  {
    name: "flightNumber",
    label: "Flight number (optional)",
    maxLength: BOOKING_LIMITS.flightNumberLength,
  },
  {
    name: "pickupSign",
    label: "Pickup sign (optional)",
    maxLength: BOOKING_LIMITS.pickupSignLength,
  },
  {
    name: "referenceCode",
    label: "Reference code (optional)",
    maxLength: BOOKING_LIMITS.referenceCodeLength,
  },
] as const;

/** Optional extras for the chauffeur. */
export function ExtrasSection() {
  const { register } = useFormContext<BookingDetailsValues>();
  return (
    <TitledSection id="extras-title" titleClassName="mb-0" title="Extra information">
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {EXTRA_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            maxLength={field.maxLength}
            {...register(field.name)}
          />
        ))}
        <Textarea
          label="Notes for the chauffeur (optional)"
          maxLength={BOOKING_LIMITS.notesLength}
          rows={3}
          className="sm:col-span-2"
          {...register("notes")}
        />
      </div>
    </TitledSection>
  );
}
