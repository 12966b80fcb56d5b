import "server-only";
import type { ExpiringDocument, ExpiryThreshold } from "@/lib/documents/expiry-warnings";

/** Whose document: a driver's driving licence, or one of a vehicle's three. */
export type DocumentHolder = "driver" | "vehicle";

/**
 * The dedupe key of one warning: the document, its expiry date and the threshold. A renewed
 * document (a new expiry date) is warned about afresh; the same one never twice per threshold.
 */
export const warningKey = (input: {
  holder: DocumentHolder;
  id: number;
  document: ExpiringDocument;
  expiry: string;
  threshold: ExpiryThreshold;
}) =>
  `document-warning:${input.holder}:${input.id}:${input.document}:${input.expiry}:${input.threshold}`;

/** The dedupe key of taking a holder out of service for the documents lapsed on `today`. */
export const lapseKey = (holder: DocumentHolder, id: number, today: string) =>
  `document-lapse:${holder}:${id}:${today}`;
