"use client";

import { Download, Search } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { localToday } from "@/lib/date-range-presets";
import { Button } from "./button";
import { DatePicker } from "./date-picker";
import { DateRangeFilter } from "./date-range-filter";
import { Select, type SelectOption } from "./select";
import { TextField } from "./text-field";

/** One control of a list's filters, named by the URL parameter(s) it writes. */
export type FilterDefinition =
  | { kind: "search"; name: string; label: string; placeholder?: string }
  | {
      kind: "select";
      name: string;
      label: string;
      options: readonly SelectOption[];
      /** The option that means "no filter": choosing it removes the parameter. */
      emptyValue?: string;
    }
  | { kind: "date"; name: string; label: string }
  /** Presets and a custom range, written as `from` and `to`; a single `day` is read too. */
  | { kind: "date-range"; label: string; from: string; to: string; day?: string };

type Changes = Record<string, string>;

function keysOf(filter: FilterDefinition): string[] {
  if (filter.kind !== "date-range") return [filter.name];
  return [...(filter.day ? [filter.day] : []), filter.from, filter.to];
}

/**
 * The list's next URL: the filters' keys in their order, then whatever else the URL holds (a
 * page size); a change of filter starts again on the first page, so `page` and `cursor` go.
 */
export function nextListQuery(
  current: URLSearchParams,
  filters: readonly FilterDefinition[],
  changes: Changes,
): string {
  const own = filters.flatMap(keysOf);
  const next = new URLSearchParams();
  const valueOf = (key: string) => (key in changes ? changes[key] : current.get(key));
  for (const key of own) {
    const value = valueOf(key);
    if (value) next.set(key, value);
  }
  for (const [key, value] of current) {
    if (own.includes(key) || key === "page" || key === "cursor" || key in changes) continue;
    next.append(key, value);
  }
  for (const [key, value] of Object.entries(changes))
    if (!own.includes(key) && value) next.set(key, value);
  return next.toString();
}

/**
 * The one filter bar of every console list: a search field (applied on Search or Enter), selects,
 * dates and date ranges (applied on change), configured by a small array of definitions. The
 * state lives in the URL (the router's replace), so the server renders the list, and reload,
 * back and a shared link show the same rows. `shown` is what a select shows when the URL names
 * nothing (the server's default order, say); `actions` sit under the filters (an export link).
 */
export function ListFilters({
  label,
  filters,
  shown = {},
  clearable = false,
  exportHref,
  today = localToday(),
}: {
  /** Names the filter group for assistive technology (avoid the word 'search'). */
  label: string;
  filters: readonly FilterDefinition[];
  shown?: Readonly<Record<string, string>>;
  clearable?: boolean;
  exportHref?: string;
  /** The operator's calendar day for the date presets (tests pass one). */
  today?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = new URLSearchParams(useSearchParams().toString());
  const apply = (changes: Changes) => {
    const query = nextListQuery(params, filters, changes);
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  const searches = filters.filter((filter) => filter.kind === "search");
  const controls = filters.filter((filter) => filter.kind !== "search");
  const clearAll = () => apply(Object.fromEntries(filters.flatMap(keysOf).map((key) => [key, ""])));
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4"
    >
      {searches.map((filter) => (
        <SearchFilter
          key={`${filter.name}:${params.get(filter.name) ?? ""}`}
          filter={filter}
          value={params.get(filter.name) ?? ""}
          onSearch={(text) => apply({ [filter.name]: text })}
        />
      ))}
      {controls.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {controls.map((filter) => {
            if (filter.kind === "select") {
              const empty = filter.emptyValue ?? "";
              const value = params.get(filter.name) ?? shown[filter.name] ?? empty;
              return (
                <Select
                  key={filter.name}
                  label={filter.label}
                  options={filter.options}
                  value={value}
                  onValueChange={(chosen) =>
                    apply({ [filter.name]: chosen === empty ? "" : chosen })
                  }
                />
              );
            }
            if (filter.kind === "date")
              return (
                <DatePicker
                  key={filter.name}
                  label={filter.label}
                  value={params.get(filter.name) ?? ""}
                  onChange={(value) => apply({ [filter.name]: value })}
                />
              );
            if (filter.kind === "date-range")
              return (
                <DateRangeFilter
                  key={filter.from}
                  label={filter.label}
                  day={filter.day ? (params.get(filter.day) ?? "") : ""}
                  from={params.get(filter.from) ?? ""}
                  to={params.get(filter.to) ?? ""}
                  today={today}
                  onChange={(range) =>
                    apply({
                      ...(filter.day ? { [filter.day]: "" } : {}),
                      [filter.from]: range.from,
                      [filter.to]: range.to,
                    })
                  }
                />
              );
            return null;
          })}
        </div>
      )}
      {(clearable || exportHref) && (
        <div className="flex flex-wrap gap-2">
          {clearable && (
            <Button variant="ghost" size="sm" onClick={clearAll}>
              Clear filters
            </Button>
          )}
          {exportHref && (
            <Button asChild variant="outline" size="sm">
              <a href={exportHref} download>
                <Download aria-hidden className="h-4 w-4" /> Export CSV
              </a>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function SearchFilter({
  filter,
  value,
  onSearch,
}: {
  filter: Extract<FilterDefinition, { kind: "search" }>;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        type="search"
        label={filter.label}
        placeholder={filter.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={100}
        className="flex-1"
      />
      <Button type="submit" variant="outline">
        <Search aria-hidden className="h-4 w-4" /> Search
      </Button>
    </form>
  );
}
