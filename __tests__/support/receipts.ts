import { extractText, getDocumentProxy } from "unpdf";
import { GET as receipt } from "@/app/api/bookings/[id]/receipt/route";
import type { PriceLine } from "@/lib/price-lines";
import type { UserRow } from "@/server/db/schema";
import { updateSettingsGroup } from "@/server/settings/update-settings";
import { callRoute } from "@test/route-client";

const system = { kind: "system" as const, id: null, label: null };

/** Settings' Billing: a VAT number (empty: not registered) and the rate. */
export const setVat = (vat_registration_number: string, vat_rate_percent = 20) =>
  updateSettingsGroup({
    key: "billing",
    value: { vat_registration_number, vat_rate_percent },
    actor: system,
  });

/** Heathrow to Big Ben in Business Class (£109.72) as its lines. */
export const HEATHROW_LINES: PriceLine[] = [
  { code: "base_fare", label: "Business Class base fare (first 2 miles)", amountPence: 6000 },
  { code: "distance", label: "Distance: 18.08 more miles at £2.75 a mile", amountPence: 4972 },
];

export function downloadReceipt(id: number | string, as?: UserRow) {
  return callRoute<{ success: boolean }, { id: string }>(receipt, {
    url: `/api/bookings/${id}/receipt`,
    params: { id: String(id) },
    as,
  });
}

/** A PDF's text, pages merged. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}
