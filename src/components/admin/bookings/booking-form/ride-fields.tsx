"use client";

import { SERVICE_CLASS_OPTIONS } from "@/components/bookings/booking-options";
import { optionsOf } from "@/components/ui/select-choices";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { AddressField } from "@/components/booking/address-field";
import type { SelectOption } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { COUNTRIES, COUNTRY_CODES } from "@/lib/countries";
import { BOOKING_LIMITS } from "@/lib/validations/booking/constants";
import { FormSelect } from "@/components/admin/form-controls";
import type { RideValues } from "./ride-values";

type RideForm = { booking: RideValues };

const BOOKING_TYPE_OPTIONS = [
  { value: "point_to_point", label: "Point to Point" },
  { value: "hourly", label: "Hourly" },
];
const COUNTRY_OPTIONS = optionsOf(COUNTRY_CODES, (code) => COUNTRIES[code].name);
const RIDE_AREA_OPTIONS = [
  { value: "inside", label: "Inside the city" },
  { value: "outside", label: "Outside the city" },
];

const LIMITS = {
  number_of_passengers: BOOKING_LIMITS.passengers,
  number_of_luggage: BOOKING_LIMITS.luggage,
  number_of_hours: BOOKING_LIMITS.hours,
} as const;

type RideSelectField =
  "booking_type" | "destination_country" | "ride_area" | "service_type" | "guest_title";

/** One of the ride's choices, bound to its field under `booking.`. */
export function RideSelect({
  name,
  label,
  options,
}: {
  name: RideSelectField;
  label: string;
  options: readonly SelectOption[];
}) {
  const { control } = useFormContext<RideForm>();
  return <FormSelect control={control} name={`booking.${name}`} label={label} options={options} />;
}

/** A whole-number field within the booking limits. */
function CountField({ name, label }: { name: keyof typeof LIMITS; label: string }) {
  const { register, getFieldState, formState } = useFormContext<RideForm>();
  const { error } = getFieldState(`booking.${name}`, formState);
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={LIMITS[name].min}
      max={LIMITS[name].max}
      step={1}
      error={error?.message}
      {...register(`booking.${name}`)}
    />
  );
}

const PLACE_NAME_FIELD = {
  pickup_location: "pickup_place_name",
  dropoff_location: "dropoff_place_name",
} as const;

/**
 * One address with the place suggestions, in the ride's country. A chosen place keeps its name
 * ('The Savoy') beside the street address; a typed address has none.
 */
function AddressInput({
  name,
  label,
}: {
  name: "pickup_location" | "dropoff_location";
  label: string;
}) {
  const { control, setValue } = useFormContext<RideForm>();
  const country = useWatch({ control, name: "booking.destination_country" });
  const placeField = `booking.${PLACE_NAME_FIELD[name]}` as const;
  const placeName = useWatch({ control, name: placeField });
  return (
    <div className="sm:col-span-2">
      <Controller
        control={control}
        name={`booking.${name}`}
        render={({ field, fieldState }) => (
          <AddressField
            label={label}
            name={name}
            country={country}
            value={field.value}
            placeName={placeName}
            onChange={(value, _coordinates, chosenName) => {
              field.onChange(value);
              setValue(placeField, chosenName ?? "");
            }}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}

/** The ride: type, country, addresses or hours, pickup date and time, party size and class. */
export function RideFields() {
  const { control, register, getFieldState, formState } = useFormContext<RideForm>();
  const hourly = useWatch({ control, name: "booking.booking_type" }) === "hourly";
  const errorOf = (name: "booking_date" | "booking_time") =>
    getFieldState(`booking.${name}`, formState).error?.message;
  return (
    <>
      <RideSelect name="booking_type" label="Booking type" options={BOOKING_TYPE_OPTIONS} />
      <RideSelect name="destination_country" label="Country" options={COUNTRY_OPTIONS} />
      <AddressInput name="pickup_location" label="Pickup location" />
      {hourly ? (
        <>
          <CountField name="number_of_hours" label="Hours" />
          <RideSelect name="ride_area" label="Ride area" options={RIDE_AREA_OPTIONS} />
        </>
      ) : (
        <AddressInput name="dropoff_location" label="Dropoff location" />
      )}
      <TextField
        label="Pickup date"
        type="date"
        error={errorOf("booking_date")}
        {...register("booking.booking_date")}
      />
      <TextField
        label="Pickup time"
        type="time"
        error={errorOf("booking_time")}
        {...register("booking.booking_time")}
      />
      <CountField name="number_of_passengers" label="Passengers" />
      <CountField name="number_of_luggage" label="Luggage" />
      <RideSelect name="service_type" label="Class" options={SERVICE_CLASS_OPTIONS} />
    </>
  );
}
