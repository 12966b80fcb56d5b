"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from "@/lib/countries";
import { OPEN_BOOKING_FORM_EVENT, type BookingTab } from "@/lib/booking-events";
import { BOOKING_LIMITS } from "@/lib/validations/booking-constants";
import { AddressField } from "./address-field";
import { BookingTabs } from "./booking-tabs";
import { saveFormDraft, type FormValues } from "./save-form-draft";
import { FORM_TIME_SLOTS, todayIn } from "./form-dates";
import { TextField } from "@/components/ui/text-field";
import { SelectField, numberOptions } from "./form-controls";

const INITIAL: FormValues = {
  country: DEFAULT_COUNTRY,
  pickup: "",
  dropoff: "",
  date: "",
  time: "",
  passengers: "1",
  luggage: "1",
  duration: String(BOOKING_LIMITS.hours.default),
  rideArea: "inside",
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
  const router = useRouter();
  const [tab, setTab] = useState<BookingTab>(initialTab);
  const [values, setValues] = useState<FormValues>(INITIAL);
  const [error, setError] = useState<string | null>(null);
  const today = todayIn(COUNTRIES[values.country].defaultTimeZone);
  useEffect(() => {
    if (!listenForOpenEvent) return;
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<{ tab?: BookingTab }>).detail;
      setTab(detail?.tab === "hourly" ? "hourly" : "point_to_point");
    };
    window.addEventListener(OPEN_BOOKING_FORM_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_BOOKING_FORM_EVENT, onOpen);
  }, [listenForOpenEvent]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await saveFormDraft(tab, values, partnerSlug);
    if ("error" in outcome) {
      setError(outcome.error);
      return;
    }
    setError(null);
    onSubmitted?.();
    router.push(outcome.next);
  };

  const hourly = tab === "hourly";
  return (
    <BookingTabs value={tab} onChange={setTab}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={hourly ? "Book by the hour" : "Book point to point"}
        className="grid gap-4 rounded-b-md bg-white p-4 shadow-lg sm:grid-cols-2"
      >
        <SelectField
          label="Country"
          className="sm:col-span-2"
          value={values.country}
          onChange={(event) =>
            setValues((current) => ({
              ...current,
              country: event.target.value as CountryCode,
              pickup: "",
              dropoff: "",
              pickupCoordinates: undefined,
              dropoffCoordinates: undefined,
            }))
          }
          options={COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRIES[code].name }))}
        />
        <div className="sm:col-span-2">
          <AddressField
            label="Pickup location"
            name="pickup"
            country={values.country}
            value={values.pickup}
            placeholder="Airport, station, hotel or address"
            onChange={(value, coordinates) =>
              setValues((current) => ({
                ...current,
                pickup: value,
                pickupCoordinates: coordinates,
              }))
            }
          />
        </div>
        {hourly ? (
          <SelectField
            label="Duration"
            value={values.duration}
            onChange={(event) => set("duration", event.target.value)}
            options={numberOptions(BOOKING_LIMITS.hours.min, BOOKING_LIMITS.hours.max, " hours")}
          />
        ) : (
          <div className="sm:col-span-2">
            <AddressField
              label="Destination"
              name="dropoff"
              country={values.country}
              value={values.dropoff}
              placeholder="Where to?"
              onChange={(value, coordinates) =>
                setValues((current) => ({
                  ...current,
                  dropoff: value,
                  dropoffCoordinates: coordinates,
                }))
              }
            />
          </div>
        )}
        <TextField
          label="Date"
          type="date"
          name="date"
          min={today}
          value={values.date}
          onChange={(event) => set("date", event.target.value)}
        />
        <SelectField
          label="Time"
          name="time"
          value={values.time}
          onChange={(event) => set("time", event.target.value)}
          options={[
            { value: "", label: "Select time" },
            ...FORM_TIME_SLOTS.map((slot) => ({ value: slot, label: slot })),
          ]}
        />
        <SelectField
          label="Passengers"
          value={values.passengers}
          onChange={(event) => set("passengers", event.target.value)}
          options={numberOptions(BOOKING_LIMITS.passengers.min, BOOKING_LIMITS.passengers.max)}
        />
        <SelectField
          label="Luggage"
          value={values.luggage}
          onChange={(event) => set("luggage", event.target.value)}
          options={numberOptions(BOOKING_LIMITS.luggage.min, BOOKING_LIMITS.luggage.max)}
        />
        {hourly ? (
          <SelectField
            label="Ride area"
            value={values.rideArea}
            onChange={(event) => set("rideArea", event.target.value as FormValues["rideArea"])}
            options={[
              { value: "inside", label: "Inside London" },
              { value: "outside", label: "Outside London" },
            ]}
          />
        ) : null}
        {error ? (
          <p
            role="alert"
            className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2"
          >
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="rounded-md bg-brand-black px-4 py-3 font-semibold text-white hover:bg-brand-ink sm:col-span-2"
        >
          {hourly ? "Book by the hour" : "Get prices"}
        </button>
      </form>
    </BookingTabs>
  );
}
