"use client";

import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import {
  DRIVER_STATUSES,
  LICENSE_FILTERS,
  LICENSE_FILTER_LABELS,
  PREFERRED_SHIFTS,
  SHIFT_LABELS,
} from "@/lib/drivers/driver-options";
import type { DriverListKey } from "./list-query";

const ALL = { value: "all", label: "All" };
const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...DRIVER_STATUSES.map((s) => ({ value: s, label: s })),
];
const SHIFT_OPTIONS = [
  { value: "all", label: "All shifts" },
  ...PREFERRED_SHIFTS.map((s) => ({ value: s, label: SHIFT_LABELS[s] })),
];
const LICENSE_OPTIONS = [
  { ...ALL, label: "All licences" },
  ...LICENSE_FILTERS.map((f) => ({ value: f, label: LICENSE_FILTER_LABELS[f] })),
];

const SORT_OPTIONS = [
  { value: "-created", label: "Newest first" },
  { value: "created", label: "Oldest first" },
  { value: "name", label: "Name" },
  { value: "license_expiry", label: "Licence expiry, soonest first" },
];

/** Search, status, shift and licence filters; each change goes to the URL and the server. */
export function DriversFilters({
  params,
  onChange,
}: {
  params: URLSearchParams;
  onChange: (changes: Partial<Record<DriverListKey, string>>) => void;
}) {
  const [text, setText] = useState(params.get("q") ?? "");
  const select = (key: DriverListKey) => (value: string) =>
    onChange({ [key]: value === "all" ? "" : value, page: "" });
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
          placeholder="Name, e-mail, phone, licence or plate"
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
          label="Status"
          options={STATUS_OPTIONS}
          value={params.get("status") ?? "all"}
          onValueChange={select("status")}
        />
        <Select
          label="Shift"
          options={SHIFT_OPTIONS}
          value={params.get("shift") ?? "all"}
          onValueChange={select("shift")}
        />
        <Select
          label="Licence"
          options={LICENSE_OPTIONS}
          value={params.get("license") ?? "all"}
          onValueChange={select("license")}
        />
        <Select
          label="Sort by"
          options={SORT_OPTIONS}
          value={params.get("sort") ?? "-created"}
          onValueChange={(sort) => onChange({ sort: sort === "-created" ? "" : sort, page: "" })}
        />
      </div>
      <div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setText("");
            onChange({ q: "", status: "", shift: "", license: "", page: "" });
          }}
        >
          Clear filters
        </Button>
      </div>
    </div>
  );
}
