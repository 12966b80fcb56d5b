"use client";

import { Download, Search } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { BOOKING_SORT_OPTIONS, BOOKING_WHEN_OPTIONS } from "@/lib/admin-booking-order";
import { BOOKING_STATUSES, BOOKING_STATUS_INFO } from "@/lib/booking-status";
import { shownOrder, type ListKey } from "./list-query";
import { PickupDateFilter } from "./pickup-date-filter";

const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...BOOKING_STATUSES.map((status) => ({
    value: status,
    label: BOOKING_STATUS_INFO[status].label,
  })),
];
const SORT_OPTIONS = BOOKING_SORT_OPTIONS.map(({ sort, order, label }) => ({
  value: `${sort}:${order}`,
  label,
}));

/** Search, rides, status, pickup dates and sort; each change goes to the URL (and so to the server). */
export function BookingsFilters({
  params,
  onChange,
  exportHref,
}: {
  params: URLSearchParams;
  onChange: (changes: Partial<Record<ListKey, string>>) => void;
  exportHref: string;
}) {
  const [text, setText] = useState(params.get("q") ?? "");
  const shown = shownOrder(params);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4">
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: text.trim(), page: "" });
        }}
      >
        <TextField
          label="Search"
          placeholder="Reference, name, phone, e-mail or address"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
          className="flex-1"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden className="h-4 w-4" /> Search
        </Button>
      </form>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label="Rides"
          options={BOOKING_WHEN_OPTIONS}
          value={shown.when}
          onValueChange={(when) => onChange({ when, page: "" })}
        />
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          value={params.get("status") ?? "all"}
          onValueChange={(status) => onChange({ status: status === "all" ? "" : status, page: "" })}
        />
        <PickupDateFilter params={params} onChange={onChange} />
        <Select
          label="Sort by"
          options={SORT_OPTIONS}
          value={`${shown.sort}:${shown.order}`}
          onValueChange={(value) => {
            const [sort = "", order = ""] = value.split(":");
            onChange({ sort, order, page: "" });
          }}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setText("");
            onChange({
              q: "",
              status: "",
              date: "",
              date_from: "",
              date_to: "",
              when: "",
              page: "",
            });
          }}
        >
          Clear filters
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={exportHref} download>
            <Download aria-hidden className="h-4 w-4" /> Export CSV
          </a>
        </Button>
      </div>
    </div>
  );
}
