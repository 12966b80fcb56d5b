"use client";

import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { BOOKING_STATUS_OPTIONS } from "@/components/bookings/booking-options";
import { BOOKING_TYPE_LABELS } from "./booking-status";
import type { BookingListQuery } from "./booking-types";

// Radix Select items cannot have an empty value: "any" stands for no filter.
const ANY = "any";
const STATUS_OPTIONS = [{ value: ANY, label: "Any status" }, ...BOOKING_STATUS_OPTIONS];
const TYPE_OPTIONS = [
  { value: ANY, label: "Any ride type" },
  ...Object.entries(BOOKING_TYPE_LABELS).map(([value, label]) => ({ value, label })),
];

/** Status, ride type and pickup dates; each change goes to the URL and the server filters. */
export function BookingFilterPanel({
  query,
  onChange,
  errors = {},
}: {
  query: BookingListQuery;
  onChange: (changes: BookingListQuery) => void;
  errors?: Partial<Record<keyof BookingListQuery, string>>;
}) {
  const pick = (name: "status" | "type") => (value: string) =>
    onChange({ [name]: value === ANY ? undefined : value });
  return (
    <fieldset
      id="booking-filters"
      className="grid grid-cols-1 gap-3 rounded-lg border border-neutral-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <legend className="sr-only">Filter bookings</legend>
      <TextField
        label="From date"
        type="date"
        value={query.from ?? ""}
        max={query.to}
        error={errors.from}
        onChange={(event) => onChange({ from: event.target.value || undefined })}
      />
      <TextField
        label="To date"
        type="date"
        value={query.to ?? ""}
        min={query.from}
        error={errors.to}
        onChange={(event) => onChange({ to: event.target.value || undefined })}
      />
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={query.status ?? ANY}
        onValueChange={pick("status")}
      />
      <Select
        label="Ride type"
        options={TYPE_OPTIONS}
        value={query.type ?? ANY}
        onValueChange={pick("type")}
      />
      <div className="flex items-end">
        <Button
          variant="outline"
          onClick={() =>
            onChange({ status: undefined, type: undefined, from: undefined, to: undefined })
          }
        >
          Clear filters
        </Button>
      </div>
    </fieldset>
  );
}
