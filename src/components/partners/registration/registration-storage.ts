"use client";

import type {
  PartnerCompanyInput,
  PartnerContactInput,
} from "@/lib/validations/partner-registration";

/** Steps 1 and 2 keep their answers in session storage (spec §4) until step 3 succeeds. */
export const PARTNER_REGISTRATION_KEY = "partner-registration";

export interface PartnerRegistrationDraft {
  contact?: PartnerContactInput;
  company?: PartnerCompanyInput;
}

export function readRegistration(): PartnerRegistrationDraft {
  try {
    const raw = window.sessionStorage.getItem(PARTNER_REGISTRATION_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === "object" && parsed !== null
      ? (parsed as PartnerRegistrationDraft)
      : {};
  } catch {
    return {};
  }
}

export function saveRegistration(patch: PartnerRegistrationDraft): void {
  const next = { ...readRegistration(), ...patch };
  window.sessionStorage.setItem(PARTNER_REGISTRATION_KEY, JSON.stringify(next));
}

export function clearRegistration(): void {
  window.sessionStorage.removeItem(PARTNER_REGISTRATION_KEY);
}
