"use client";

import type { CountryCode } from "@/lib/countries";
import type { RideArea, ServiceType } from "@/lib/service-classes";
import type { BookingType } from "@/lib/validations/booking";

/**
 * The booking draft lives in the browser (localStorage) from the home form until the details
 * step creates it on the server, so a reload on any step keeps the user's choices.
 */
export const DRAFT_STORAGE_KEY = "booking-draft";

export interface LatLng {
  lat: number;
  lng: number;
}

export interface BookingDraftState {
  id: string;
  bookingType: BookingType;
  destinationCountry: CountryCode;
  pickupLocation: string;
  pickupCoordinates?: LatLng;
  dropoffLocation?: string;
  dropoffCoordinates?: LatLng;
  /** The zone the pickup's wall clock is read in (from its coordinates), when known. */
  pickupTimeZone?: string;
  /** yyyy-MM-dd and HH:mm:ss, the pickup's wall clock. */
  date: string;
  time: string;
  passengers: number;
  luggage: number;
  duration?: number;
  rideArea?: RideArea;
  status: "Pending";
  serviceType?: ServiceType;
  /** Display only: the server prices the booking again when it is created. */
  pricePence?: number;
  cars?: number;
  distanceMiles?: number | null;
  returnTrip?: { date: string; time: string } | null;
  /** The partner guest page (/p/{slug}) the booking started on; the server checks it. */
  partnerSlug?: string;
}

function isDraft(value: unknown): value is BookingDraftState {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.id === "string" &&
    typeof draft.bookingType === "string" &&
    typeof draft.pickupLocation === "string"
  );
}

export function readDraft(): BookingDraftState | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isDraft(parsed)) return parsed;
  } catch {
    /* unreadable storage is treated as no draft */
  }
  window.localStorage.removeItem(DRAFT_STORAGE_KEY);
  return null;
}

/** Same-tab writes fire no "storage" event, so the store announces its own changes. */
const DRAFT_CHANGE_EVENT = "booking-draft-change";

export function writeDraft(draft: BookingDraftState): void {
  window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  window.dispatchEvent(new Event(DRAFT_CHANGE_EVENT));
}

export function subscribeToDraft(onChange: () => void): () => void {
  window.addEventListener(DRAFT_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(DRAFT_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function readDraftSnapshot(): string | null {
  return window.localStorage.getItem(DRAFT_STORAGE_KEY);
}

export function updateDraft(
  id: string,
  patch: Partial<BookingDraftState>,
): BookingDraftState | null {
  const current = readDraft();
  if (!current || current.id !== id) return null;
  const next = { ...current, ...patch, id };
  writeDraft(next);
  return next;
}

export function clearDraft(): void {
  window.localStorage.removeItem(DRAFT_STORAGE_KEY);
  window.dispatchEvent(new Event(DRAFT_CHANGE_EVENT));
}

export function newDraftId(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}
