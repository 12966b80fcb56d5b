/**
 * The documents a chauffeur must keep in date to work: their driving licence and their private
 * hire (PHV) driver licence. Like the vehicle documents, an expiry date is a calendar day on the
 * operator's calendar: valid through it, lapsed from the next day. A missing date is not a lapse
 * (the operator has not recorded it yet); the admin list shows it as missing instead.
 */
import { addDays } from "@/lib/vehicles/documents";

export const DRIVER_DOCUMENTS = ["driving_licence", "phv_driver_licence"] as const;
export type DriverDocument = (typeof DRIVER_DOCUMENTS)[number];

export const DRIVER_DOCUMENT_LABELS: Readonly<Record<DriverDocument, string>> = {
  driving_licence: "Driving licence",
  phv_driver_licence: "PHV driver licence",
};

export interface DriverExpiries {
  driving_license_expiry_date: string | null;
  phv_licence_expiry: string | null;
}

/** Every document's expiry, in the fixed order driving licence, PHV driver licence. */
export function driverDocumentExpiries(
  driver: DriverExpiries,
): { document: DriverDocument; expiry: string | null }[] {
  return [
    { document: "driving_licence", expiry: driver.driving_license_expiry_date },
    { document: "phv_driver_licence", expiry: driver.phv_licence_expiry },
  ];
}

export interface LapsedDriverDocument {
  document: DriverDocument;
  expiry: string;
  /** The day after the expiry: the first day the chauffeur may not work on it. */
  lapsed_on: string;
}

/** The documents lapsed by `day` (yyyy-mm-dd), in the fixed order. */
export function lapsedDriverDocuments(driver: DriverExpiries, day: string): LapsedDriverDocument[] {
  return driverDocumentExpiries(driver).flatMap(({ document, expiry }) =>
    expiry !== null && expiry < day ? [{ document, expiry, lapsed_on: addDays(expiry, 1) }] : [],
  );
}

/** "Driving licence lapsed on 2026-03-02": the words guards, lists and notices share. */
export function lapsedSentence(lapsed: LapsedDriverDocument): string {
  return `${DRIVER_DOCUMENT_LABELS[lapsed.document]} lapsed on ${lapsed.lapsed_on}`;
}
