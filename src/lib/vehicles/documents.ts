import { todayInZone } from "@/lib/wall-clock";

/**
 * The documents a vehicle must keep in date: its PHV vehicle licence, MOT and insurance. Expiry
 * dates are calendar days in the operator's zone (the UK): a document is valid through its expiry
 * day and lapsed from the next. "Expiring soon" is the 30 days before, the admin list's warning.
 */
export const VEHICLE_DOCUMENTS = ["phv_licence", "mot", "insurance"] as const;
export type VehicleDocument = (typeof VEHICLE_DOCUMENTS)[number];

export const VEHICLE_DOCUMENT_LABELS: Readonly<Record<VehicleDocument, string>> = {
  phv_licence: "PHV licence",
  mot: "MOT",
  insurance: "Insurance",
};

export const EXPIRING_SOON_DAYS = 30;
export const VEHICLE_TIME_ZONE = "Europe/London";

export interface VehicleExpiries {
  phv_licence_expiry: string | null;
  mot_expiry: string | null;
  insurance_expiry: string | null;
}

export type DocumentState = "valid" | "expiring" | "lapsed" | "missing";

export interface DocumentStatus {
  document: VehicleDocument;
  expiry: string | null;
  state: DocumentState;
  /** Days from today to the expiry day (negative once lapsed); null without a date. */
  days_left: number | null;
}

const EXPIRY_FIELD: Readonly<Record<VehicleDocument, keyof VehicleExpiries>> = {
  phv_licence: "phv_licence_expiry",
  mot: "mot_expiry",
  insurance: "insurance_expiry",
};

/** Today's date (yyyy-mm-dd) on the operator's calendar. */
export function vehicleToday(now: Date): string {
  // Lists judge thousands of documents against one clock reading: remember the last answer.
  const at = now.getTime();
  if (lastToday?.at !== at) lastToday = { at, day: todayInZone(VEHICLE_TIME_ZONE, now) };
  return lastToday.day;
}

let lastToday: { at: number; day: string } | null = null;

/** The calendar day `days` after `day` (both yyyy-mm-dd). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function documentState(expiry: string | null, now: Date): Omit<DocumentStatus, "document"> {
  if (!expiry) return { expiry, state: "missing", days_left: null };
  const daysLeft = daysBetween(vehicleToday(now), expiry);
  const state = daysLeft < 0 ? "lapsed" : daysLeft <= EXPIRING_SOON_DAYS ? "expiring" : "valid";
  return { expiry, state, days_left: daysLeft };
}

/** Every document's state, in the fixed order PHV licence, MOT, insurance. */
export function documentStatuses(vehicle: VehicleExpiries, now: Date): DocumentStatus[] {
  return VEHICLE_DOCUMENTS.map((document) => ({
    document,
    ...documentState(vehicle[EXPIRY_FIELD[document]], now),
  }));
}

/** The documents that have lapsed, with the day each lapsed (the day after its expiry). */
export function lapsedDocuments(
  vehicle: VehicleExpiries,
  now: Date,
): { document: VehicleDocument; lapsed_on: string }[] {
  return documentStatuses(vehicle, now)
    .filter((status) => status.state === "lapsed")
    .map((status) => ({ document: status.document, lapsed_on: addDays(status.expiry!, 1) }));
}

/** Whether any document lapses within the next `days` days (a lapsed one counts too). */
export function expiresWithin(vehicle: VehicleExpiries, now: Date, days = EXPIRING_SOON_DAYS) {
  const limit = addDays(vehicleToday(now), days);
  return VEHICLE_DOCUMENTS.some((document) => {
    const expiry = vehicle[EXPIRY_FIELD[document]];
    return expiry !== null && expiry <= limit;
  });
}
