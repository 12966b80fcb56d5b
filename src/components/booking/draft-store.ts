"use client";

import {
  DRAFT_COOKIE,
  DRAFT_COOKIE_MAX_AGE_SECONDS,
  DRAFT_COOKIE_MAX_BYTES,
} from "@/lib/booking-draft-cookie";
import type { BookingDraftState } from "@/lib/booking-draft";

/**
 * The booking draft lives in the browser (localStorage) from the home form until the details
 * step creates it on the server, so a reload on any step keeps the user's choices. A copy goes
 * in a cookie (lib/booking-draft-cookie) so the steps' pages can render it on the server.
 */
export const DRAFT_STORAGE_KEY = "booking-draft";

// The draft's shape lives in lib (the server reads it too); the steps import it from here.
export type { BookingDraftState, LatLng } from "@/lib/booking-draft";

function isDraft(value: unknown): value is BookingDraftState {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.id === "string" &&
    typeof draft.bookingType === "string" &&
    typeof draft.pickupLocation === "string"
  );
}

/** The draft in a stored JSON string, or null when there is none or it is not a draft. */
export function parseDraft(raw: string | null | undefined): BookingDraftState | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isDraft(parsed)) return parsed;
  } catch {
    /* unreadable storage is treated as no draft */
  }
  return null;
}

export function readDraft(): BookingDraftState | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null; // storage refused (privacy mode): no draft
  }
  const draft = parseDraft(raw);
  if (!draft && raw !== null) {
    window.localStorage.removeItem(DRAFT_STORAGE_KEY);
    writeDraftCookie(null);
  }
  return draft;
}

/** The cookie copy: the same JSON, or none when there is no draft or it is too long for one. */
function writeDraftCookie(json: string | null): void {
  const value = json === null ? "" : encodeURIComponent(json);
  const keep = value !== "" && value.length <= DRAFT_COOKIE_MAX_BYTES;
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${DRAFT_COOKIE}=${keep ? value : ""}; path=/; max-age=${
    keep ? DRAFT_COOKIE_MAX_AGE_SECONDS : 0
  }; samesite=lax${secure}`;
}

/** Same-tab writes fire no "storage" event, so the store announces its own changes. */
const DRAFT_CHANGE_EVENT = "booking-draft-change";

export function writeDraft(draft: BookingDraftState): void {
  const json = JSON.stringify(draft);
  window.localStorage.setItem(DRAFT_STORAGE_KEY, json);
  writeDraftCookie(json);
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
  writeDraftCookie(null);
  window.dispatchEvent(new Event(DRAFT_CHANGE_EVENT));
}

export function newDraftId(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}
