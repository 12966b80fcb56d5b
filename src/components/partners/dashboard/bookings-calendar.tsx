"use client";

import { pickupLabel } from "@/lib/place-label";
import {
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  parseISO,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { useMemo, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import type { PartnerBookingView } from "@/lib/partners/types";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/**
 * Calendar View: a month grid of the partner's upcoming bookings (by pickup date, local to the
 * pickup). Arrow keys move between days, Enter or a click shows that day's bookings.
 */
export function BookingsCalendar({
  bookings,
  today,
}: {
  bookings: PartnerBookingView[];
  today: string;
}) {
  const [month, setMonth] = useState(() =>
    startOfMonth(parseISO(bookings[0]?.booking_date ?? today)),
  );
  const [selected, setSelected] = useState<string | null>(null);
  const [focused, setFocused] = useState<string>(format(month, "yyyy-MM-dd"));
  const byDay = useMemo(() => {
    const map = new Map<string, PartnerBookingView[]>();
    for (const b of bookings) map.set(b.booking_date, [...(map.get(b.booking_date) ?? []), b]);
    return map;
  }, [bookings]);
  const days = eachDayOfInterval({
    start: startOfWeek(month, { weekStartsOn: 1 }),
    end: endOfWeek(endOfMonth(month), { weekStartsOn: 1 }),
  });

  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));

  function go(delta: number) {
    const next = addMonths(month, delta);
    setMonth(next);
    setFocused(format(next, "yyyy-MM-dd"));
  }

  function onKey(event: KeyboardEvent, day: Date) {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = new Date(day.getFullYear(), day.getMonth(), day.getDate() + step);
    if (!isSameMonth(next, month)) setMonth(startOfMonth(next));
    const key = format(next, "yyyy-MM-dd");
    setFocused(key);
    requestAnimationFrame(() => document.getElementById(`cal-${key}`)?.focus());
  }

  const list = selected ? (byDay.get(selected) ?? []) : [];
  return (
    <section
      aria-labelledby="calendar-heading"
      className="rounded-lg border border-neutral-200 bg-white p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button variant="outline" size="sm" onClick={() => go(-1)} aria-label="Previous month">
          ‹
        </Button>
        <h2 id="calendar-heading" className="text-lg font-semibold" aria-live="polite">
          {format(month, "MMMM yyyy")}
        </h2>
        <Button variant="outline" size="sm" onClick={() => go(1)} aria-label="Next month">
          ›
        </Button>
      </div>
      <div
        role="grid"
        aria-labelledby="calendar-heading"
        className="grid grid-cols-7 gap-1 text-center text-sm"
      >
        <div role="row" className="contents">
          {WEEKDAYS.map((d) => (
            <div key={d} role="columnheader" className="font-semibold text-neutral-700">
              {d}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={format(week[0]!, "yyyy-MM-dd")} role="row" className="contents">
            {week.map((day) => {
              const key = format(day, "yyyy-MM-dd");
              const count = byDay.get(key)?.length ?? 0;
              const inMonth = isSameMonth(day, month);
              return (
                <button
                  key={key}
                  id={`cal-${key}`}
                  type="button"
                  role="gridcell"
                  tabIndex={key === focused ? 0 : -1}
                  aria-selected={selected === key}
                  aria-label={`${format(day, "d MMMM yyyy")}, ${count === 1 ? "1 booking" : `${count} bookings`}`}
                  onClick={() => {
                    setSelected(key);
                    setFocused(key);
                  }}
                  onKeyDown={(event) => onKey(event, day)}
                  className={`min-h-11 rounded border p-1 focus-visible:outline-2 focus-visible:outline-brand-gold-500 aria-selected:border-brand-black ${inMonth ? "text-neutral-900" : "text-neutral-500"} ${count ? "bg-brand-gold-100 font-semibold" : "border-neutral-200"}`}
                >
                  {format(day, "d")}
                  {count ? <span className="block text-xs">{count}</span> : null}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      {selected ? (
        <div className="mt-4" aria-live="polite">
          <h3 className="font-semibold">{format(parseISO(selected), "EEEE d MMMM yyyy")}</h3>
          {list.length === 0 ? (
            <p className="text-sm text-neutral-700">No bookings on this day.</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm">
              {list.map((b) => (
                <li key={b.booking_id}>
                  {b.booking_time} · {b.booking_reference} · {b.guest_name} · {pickupLabel(b)}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
