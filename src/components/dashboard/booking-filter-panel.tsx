"use client";

import type { BookingFilter } from "./booking-filters";
import { EMPTY_FILTER } from "./booking-filters";

const inputClass = "rounded-md border border-neutral-300 px-2 py-1.5 text-sm text-neutral-900";

export function BookingFilterPanel({
  filter,
  onChange,
}: {
  filter: BookingFilter;
  onChange: (filter: BookingFilter) => void;
}) {
  const set =
    (key: keyof BookingFilter) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...filter, [key]: event.target.value });
  return (
    <fieldset
      id="booking-filters"
      className="grid grid-cols-1 gap-3 rounded-lg border border-neutral-200 bg-white p-4 sm:grid-cols-5"
    >
      <legend className="sr-only">Filter bookings</legend>
      <label className="flex flex-col gap-1 text-sm font-medium text-neutral-800">
        From date
        <input type="date" className={inputClass} value={filter.from} onChange={set("from")} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-neutral-800">
        To date
        <input type="date" className={inputClass} value={filter.to} onChange={set("to")} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-neutral-800">
        Status
        <select className={inputClass} value={filter.status} onChange={set("status")}>
          <option value="">Any status</option>
          <option value="pending">Pending</option>
          <option value="paid">Paid</option>
          <option value="confirmed">Confirmed</option>
          <option value="completed">Completed</option>
          <option value="cancelled">Cancelled</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-neutral-800">
        Ride type
        <select className={inputClass} value={filter.rideType} onChange={set("rideType")}>
          <option value="">Any ride type</option>
          <option value="point_to_point">Point to Point</option>
          <option value="hourly">Hourly</option>
        </select>
      </label>
      <div className="flex items-end">
        <button
          type="button"
          className="rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-medium text-neutral-800 hover:bg-neutral-100"
          onClick={() => onChange(EMPTY_FILTER)}
        >
          Clear filters
        </button>
      </div>
    </fieldset>
  );
}
