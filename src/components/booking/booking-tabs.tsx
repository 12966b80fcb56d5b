"use client";

import { useId, useRef } from "react";
import type { BookingTab } from "@/lib/booking-events";

const TABS: readonly { value: BookingTab; label: string }[] = [
  { value: "point_to_point", label: "Point to Point" },
  { value: "hourly", label: "Book by Hour" },
];

/**
 * ARIA tabs (roving tabindex, arrow keys, Home/End) for the booking form's two types. Hand-made
 * because this sits on the home page, where a tabs library costs more than the whole form.
 */
export function BookingTabs({
  value,
  onChange,
  children,
}: {
  value: BookingTab;
  onChange: (tab: BookingTab) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = TABS.findIndex((tab) => tab.value === value);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const last = TABS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? activeIndex === last
          ? 0
          : activeIndex + 1
        : event.key === "ArrowLeft"
          ? activeIndex === 0
            ? last
            : activeIndex - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(TABS[next]!.value);
    refs.current[next]?.focus();
  };

  return (
    <div className="w-full text-neutral-900">
      <div role="tablist" aria-label="Booking type" className="flex gap-1" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              className={`flex-1 rounded-t-md px-4 py-3 text-sm font-semibold ${selected ? "bg-white text-brand-black" : "bg-neutral-200 text-neutral-700"}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`}>
        {children}
      </div>
    </div>
  );
}
