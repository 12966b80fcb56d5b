/** What the dispatch panel reads and sends besides the suggestions (lib/dispatch/suggestion-types.ts). */
export type { Suggestion, Suggestions } from "@/lib/dispatch/suggestion-types";

export interface PartnerOption {
  partner_id: number;
  company_name: string;
}

/** The offer lengths a dispatcher picks from (the API takes 90 to 1800 seconds). */
export const OFFER_EXPIRY_OPTIONS = [
  { value: "90", label: "90 seconds" },
  { value: "120", label: "2 minutes" },
  { value: "300", label: "5 minutes" },
  { value: "600", label: "10 minutes" },
  { value: "900", label: "15 minutes" },
  { value: "1800", label: "30 minutes" },
] as const;
