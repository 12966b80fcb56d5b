"use client";

import { useMemo, useSyncExternalStore } from "react";
import type { DriverStep1Input } from "@/lib/validations/driver-application";

/**
 * The driver application between its two steps lives in sessionStorage under one key, so a
 * reload or Back keeps what was typed, and closing the tab forgets it. Photos cannot be stored
 * there; they stay in memory while the visitor moves between the steps.
 */
export const REGISTRATION_STORAGE_KEY = "driver-registration";

export type Step1Values = Required<{ [K in keyof DriverStep1Input]: string }>;
/** Step 2's text fields as the form holds them (strings; "" for not given). */
export type Step2Values = Record<string, string>;

export interface RegistrationData {
  step1?: Step1Values;
  step2?: Step2Values;
  /** How many photos step 2 had chosen: after a reload the form says they must be chosen again. */
  photos?: number;
  /** Set once the application is sent: the success page thanks the applicant by name. */
  submitted?: { first_name: string; last_name: string };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringsOnly(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

export function readRegistration(): RegistrationData {
  try {
    const raw = window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!isRecord(parsed)) return {};
    const step1 = stringsOnly(parsed.step1) as Step1Values | undefined;
    const step2 = stringsOnly(parsed.step2);
    const submitted = stringsOnly(parsed.submitted) as RegistrationData["submitted"];
    const photos = typeof parsed.photos === "number" ? parsed.photos : undefined;
    return {
      ...(step1?.first_name !== undefined ? { step1 } : {}),
      ...(step2 ? { step2 } : {}),
      ...(photos !== undefined ? { photos } : {}),
      ...(submitted?.first_name !== undefined ? { submitted } : {}),
    };
  } catch {
    // Storage blocked or unreadable: the application starts empty.
    return {};
  }
}

export function writeRegistration(patch: Partial<RegistrationData>): void {
  try {
    const next = { ...readRegistration(), ...patch };
    window.sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* storage full or blocked: the form still works, it just does not survive a reload */
  }
}

export function clearRegistration(): void {
  try {
    window.sessionStorage.removeItem(REGISTRATION_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
  pendingPictures = { driver: [], cars: [] };
}

/** The chosen photos, kept in memory across the steps (Back to step 1 and forward again). */
let pendingPictures: { driver: File[]; cars: File[] } = { driver: [], cars: [] };

export function readPendingPictures() {
  return pendingPictures;
}

export function keepPendingPictures(pictures: { driver: File[]; cars: File[] }): void {
  pendingPictures = pictures;
}

const noSubscription = () => () => undefined;
const storedSnapshot = () => {
  try {
    return window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
};

/**
 * The stored application once the page runs in the browser; null while rendering on the server
 * and hydrating (storage exists only in the browser, so the server HTML cannot depend on it).
 */
export function useStoredRegistration(): RegistrationData | null {
  const snapshot = useSyncExternalStore(noSubscription, storedSnapshot, () => null);
  return useMemo(() => (snapshot === null ? null : readRegistration()), [snapshot]);
}
