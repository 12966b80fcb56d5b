"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { RadioGroup } from "@/components/ui/radio-group";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { BOOKING_LIMITS } from "@/lib/validations/booking/constants";
import type { BookingDetailsValues } from "@/lib/validations/booking/details";
import { SelectField } from "./form-controls";

const sectionClass = "rounded-lg border border-neutral-200 bg-white p-5";

/** Self or another passenger, and that passenger's details. */
export function PassengerSection() {
  const { control, register, formState } = useFormContext<BookingDetailsValues>();
  const { errors } = formState;
  const other = useWatch({ control, name: "bookingFor" }) === "other";
  return (
    <section aria-labelledby="passenger-title" className={sectionClass}>
      <h2 id="passenger-title" className="text-lg font-semibold">
        Who is travelling?
      </h2>
      <Controller
        control={control}
        name="bookingFor"
        render={({ field }) => (
          <RadioGroup
            label="Passenger"
            hideLabel
            orientation="horizontal"
            className="mt-3"
            value={field.value}
            onValueChange={field.onChange}
            options={[
              { value: "self", label: "Book for myself" },
              { value: "other", label: "Book for another passenger" },
            ]}
          />
        )}
      />
      {other ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Passenger title"
            error={errors.passengerTitle?.message}
            {...register("passengerTitle")}
            options={[
              { value: "", label: "Select" },
              { value: "mr", label: "Mr" },
              { value: "mrs", label: "Mrs" },
              { value: "ms", label: "Ms" },
              { value: "dr", label: "Dr" },
            ]}
          />
          <TextField
            label="Passenger first name"
            error={errors.passengerFirstName?.message}
            {...register("passengerFirstName")}
          />
          <TextField
            label="Passenger last name"
            error={errors.passengerLastName?.message}
            {...register("passengerLastName")}
          />
          <TextField
            label="Passenger email"
            type="email"
            error={errors.passengerEmail?.message}
            {...register("passengerEmail")}
          />
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
    </section>
  );
}

/** Optional extras for the chauffeur. */
export function ExtrasSection() {
  const { register } = useFormContext<BookingDetailsValues>();
  return (
    <section aria-labelledby="extras-title" className={sectionClass}>
      <h2 id="extras-title" className="text-lg font-semibold">
        Extra information
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Flight number (optional)"
          maxLength={BOOKING_LIMITS.flightNumberLength}
          {...register("flightNumber")}
        />
        <TextField
          label="Pickup sign (optional)"
          maxLength={BOOKING_LIMITS.pickupSignLength}
          {...register("pickupSign")}
        />
        <TextField
          label="Reference code (optional)"
          maxLength={BOOKING_LIMITS.referenceCodeLength}
          {...register("referenceCode")}
        />
        <Textarea
          label="Notes for the chauffeur (optional)"
          maxLength={BOOKING_LIMITS.notesLength}
          rows={3}
          className="sm:col-span-2"
          {...register("notes")}
        />
      </div>
    </section>
  );
}
