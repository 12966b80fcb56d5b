"use client";

import { useEffect, useId, useRef, useState } from "react";
import { MapPin } from "lucide-react";
import type { CountryCode } from "@/lib/countries";
import { distinctPlaceName } from "@/lib/place-label";
import type { PlaceSuggestion } from "@/components/maps/places-source";
import { usePlacesSource } from "@/components/maps/use-places-source";
import type { LatLng } from "./draft-store";

export const SUGGESTION_DEBOUNCE_MS = 100;
export const SUGGESTION_HIDE_DELAY_MS = 200;

interface AddressFieldProps {
  label: string;
  name: string;
  country: CountryCode | "";
  value: string;
  /**
   * A typed change gives the text alone; a chosen suggestion also gives its coordinates and its
   * name ('The Savoy'), which the booking keeps beside the street address.
   */
  onChange: (value: string, coordinates?: LatLng, placeName?: string) => void;
  /** The chosen place's name, shown under the field while the address is the chosen one. */
  placeName?: string;
  placeholder?: string;
  /** Shown under the field, which is then marked invalid. */
  error?: string;
}

/**
 * Address input with suggestions (ARIA 1.2 combobox). Empty and focused, it lists the country's
 * default airports; typing searches after a short debounce. Suggestions come from /api/places
 * until the first focus reveals a Google Maps browser key; then typed searches use Google Places
 * in the browser (loaded on that focus, never before) with /api/places as the fallback.
 */
export function AddressField({
  label,
  name,
  country,
  value,
  onChange,
  placeName,
  placeholder,
  error,
}: AddressFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const placeId = `${id}-place`;
  const shownName = distinctPlaceName(placeName, value);
  const describedBy = [shownName ? placeId : null, error ? errorId : null].filter(Boolean);
  const [open, setOpen] = useState(false);
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const places = usePlacesSource();
  const { source } = places;

  useEffect(() => {
    if (query === null || !country) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const results = await source.search(country, query, controller.signal);
        if (controller.signal.aborted) return;
        setSuggestions(results);
        setActive(-1);
      } catch {
        /* aborted or offline: keep the previous list */
      }
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, country, source]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const choose = (place: PlaceSuggestion) => {
    setOpen(false);
    setQuery(null);
    if (place.lat !== null && place.lng !== null) {
      onChange(place.address, { lat: place.lat, lng: place.lng }, place.name);
      return;
    }
    // A Google prediction: show its text now, then the looked-up full address and coordinates.
    onChange(place.address, undefined, place.name);
    source.resolve(place).then(
      ({ address, coordinates }) => onChange(address, coordinates, place.name),
      () => {
        /* the source has told the user; the text stays so they can choose again */
      },
    );
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setQuery(value);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) =>
        suggestions.length === 0 ? -1 : (current + step + suggestions.length) % suggestions.length,
      );
    } else if (event.key === "Enter" && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const expanded = open && suggestions.length > 0;
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <MapPin
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-neutral-500"
        />
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
          disabled={!country}
          placeholder={country ? placeholder : "Choose a country first"}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            places.activate();
            setOpen(true);
            setQuery(value);
          }}
          onBlur={() => {
            hideTimer.current = setTimeout(() => setOpen(false), SUGGESTION_HIDE_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
          className={`w-full rounded-md border bg-white py-2 pl-9 pr-3 text-neutral-900 disabled:cursor-not-allowed disabled:bg-neutral-100 ${error ? "border-red-600" : "border-neutral-500"}`}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!expanded}
        className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-md border border-neutral-300 bg-white py-1 text-neutral-900 shadow-lg"
      >
        {suggestions.map((place, index) => (
          <li
            key={place.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-gold-100" : "hover:bg-neutral-100"}`}
          >
            <span className="block font-medium">{place.name}</span>
            <span className="block text-xs text-neutral-600">{place.address}</span>
          </li>
        ))}
      </ul>
      {shownName ? (
        <p id={placeId} className="mt-1 text-sm text-neutral-700">
          <span className="sr-only">Chosen place: </span>
          {shownName}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {places.bridge}
    </div>
  );
}
