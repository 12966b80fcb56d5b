"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { focusFirstInvalid } from "@/components/ui/form-focus";
import { TextField } from "@/components/ui/text-field";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "@/lib/countries";
import { OPEN_BOOKING_FORM_EVENT, type BookingTab } from "@/lib/booking-events";
import { HOURLY_MINIMUM_NOTE } from "@/lib/hourly-minimum";
import { shortZoneName } from "@/lib/time-zone-names";
import { BOOKING_LIMITS } from "@/lib/validations/booking/constants";
import type { BookingDraft } from "@/lib/validations/booking/draft";
import { AddressField } from "./address-field";
import { BookingTabs } from "./booking-tabs";
import { FORM_TIME_SLOTS, todayIn } from "./form-dates";
import { SelectField, numberOptions } from "./form-controls";
import { fieldMessage, formAlert, initialHomeForm, type HomeFormValues } from "./home-form-values";
import { pickupTimeZone } from "./pickup-zone";
import { saveFormDraft } from "./save-form-draft";
import { usePickupZone } from "./use-pickup-zone";

// zod and the schema load on the first submit (see draft-resolver.ts), in the pickup's own zone.
const resolver: Resolver<HomeFormValues, unknown, BookingDraft> = async (values, ...rest) => {
  const [{ draftResolver }, zone] = await Promise.all([
    import("./draft-resolver"),
    pickupTimeZone(values.destinationCountry, values.pickupCoordinates),
  ]);
  return draftResolver(zone)(values, ...rest);
};

/**
 * The home hero and popup booking form. Submitting stores a draft in the browser and goes to
 * the service class step; nothing reaches the server until the details step.
 */
export function BookingForm({
  initialTab = "point_to_point",
  listenForOpenEvent = false,
  onSubmitted,
  partnerSlug,
}: {
  initialTab?: BookingTab;
  /** On a partner's guest page: the draft carries the page, so the booking is attributed. */
  partnerSlug?: string;
  listenForOpenEvent?: boolean;
  /** The popup closes itself here, or its modal would keep hiding the next page from assistive tech. */
  onSubmitted?: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const router = useRouter();
  const form = useForm<HomeFormValues, unknown, BookingDraft>({
    resolver,
    defaultValues: initialHomeForm(initialTab),
    shouldFocusError: false,
  });
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const [tab, country, pickupCoordinates, pickupPlaceName, dropoffPlaceName] = useWatch({
    control,
    name: [
      "bookingType",
      "destinationCountry",
      "pickupCoordinates",
      "pickupPlaceName",
      "dropoffPlaceName",
    ],
  });
  const zone = usePickupZone(country, pickupCoordinates);
  const today = todayIn(zone);

  useEffect(() => {
    if (!listenForOpenEvent) return;
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<{ tab?: BookingTab }>).detail;
      setValue("bookingType", detail?.tab === "hourly" ? "hourly" : "point_to_point");
    };
    window.addEventListener(OPEN_BOOKING_FORM_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_BOOKING_FORM_EVENT, onOpen);
  }, [listenForOpenEvent, setValue]);

  const onValid = async (draft: BookingDraft) => {
    const zoneForDraft = await pickupTimeZone(draft.destinationCountry, draft.pickupCoordinates);
    const next = saveFormDraft(draft, zoneForDraft, partnerSlug);
    onSubmitted?.();
    router.push(next);
  };

  const hourly = tab === "hourly";
  const message = (name: keyof HomeFormValues, label: string) =>
    fieldMessage(label, errors[name]?.message);
  const alert = formAlert(Object.values(errors).map((error) => error?.message));
  const address = (name: "pickupLocation" | "dropoffLocation", label: string, hint: string) => (
    <div className="sm:col-span-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <AddressField
            label={label}
            name={name === "pickupLocation" ? "pickup" : "dropoff"}
            country={country}
            value={field.value}
            placeName={name === "pickupLocation" ? pickupPlaceName : dropoffPlaceName}
            placeholder={hint}
            error={message(name, label)}
            onChange={(value, coordinates, placeName) => {
              field.onChange(value);
              const pickup = name === "pickupLocation";
              setValue(pickup ? "pickupCoordinates" : "dropoffCoordinates", coordinates);
              setValue(pickup ? "pickupPlaceName" : "dropoffPlaceName", placeName);
            }}
          />
        )}
      />
    </div>
  );

  return (
    <BookingTabs
      value={tab}
      onChange={(next) => setValue("bookingType", next, { shouldValidate: formState.isSubmitted })}
    >
      <form
        ref={formRef}
        onSubmit={form.handleSubmit(onValid, (_errors, event) =>
          focusFirstInvalid(event?.target instanceof HTMLElement ? event.target : null),
        )}
        noValidate
        aria-label={hourly ? "Book by the hour" : "Book point to point"}
        className="grid gap-4 rounded-b-md bg-white p-4 shadow-lg sm:grid-cols-2"
      >
        <SelectField
          label="Country"
          className="sm:col-span-2"
          {...register("destinationCountry", {
            onChange: () => {
              // Addresses belong to one country: a new country starts them again.
              for (const name of ["pickupLocation", "dropoffLocation"] as const) setValue(name, "");
              setValue("pickupCoordinates", undefined);
              setValue("dropoffCoordinates", undefined);
              setValue("pickupPlaceName", undefined);
              setValue("dropoffPlaceName", undefined);
            },
          })}
          options={COUNTRY_CODES.map((code: CountryCode) => ({
            value: code,
            label: COUNTRIES[code].name,
          }))}
        />
        {address("pickupLocation", "Pickup location", "Airport, station, hotel or address")}
        {hourly ? (
          <SelectField
            label="Duration"
            hint={HOURLY_MINIMUM_NOTE}
            error={message("duration", "Duration")}
            {...register("duration")}
            options={numberOptions(BOOKING_LIMITS.hours.min, BOOKING_LIMITS.hours.max, " hours")}
          />
        ) : (
          address("dropoffLocation", "Destination", "Where to?")
        )}
        <TextField
          label="Date"
          type="date"
          min={today}
          error={message("date", "Date")}
          {...register("date")}
        />
        <SelectField
          label="Time"
          hint={`Local time at the pickup (${shortZoneName(zone)})`}
          error={message("time", "Time")}
          {...register("time")}
          options={[
            { value: "", label: "Select time" },
            ...FORM_TIME_SLOTS.map((slot) => ({ value: slot, label: slot })),
          ]}
        />
        <SelectField
          label="Passengers"
          error={message("passengers", "Passengers")}
          {...register("passengers")}
          options={numberOptions(BOOKING_LIMITS.passengers.min, BOOKING_LIMITS.passengers.max)}
        />
        <SelectField
          label="Luggage"
          error={message("luggage", "Luggage")}
          {...register("luggage")}
          options={numberOptions(BOOKING_LIMITS.luggage.min, BOOKING_LIMITS.luggage.max)}
        />
        {hourly ? (
          <SelectField
            label="Ride area"
            {...register("rideArea")}
            options={[
              { value: "inside", label: "Inside the pickup city" },
              { value: "outside", label: "Outside the pickup city" },
            ]}
          />
        ) : null}
        {alert ? (
          <p
            role="alert"
            className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2"
          >
            {alert}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="sm:col-span-2">
          {hourly ? "Book by the hour" : "Get prices"}
        </Button>
      </form>
    </BookingTabs>
  );
}
