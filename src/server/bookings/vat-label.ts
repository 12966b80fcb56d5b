import "server-only";
import { vatSummary } from "@/lib/vat";
import { getSiteSettings } from "@/server/settings/read-settings";

/** What VAT says about a total under Settings' Billing (cached settings; for pages and e-mails). */
export async function vatLabelFor(totalPence: number): Promise<string> {
  const { billing } = await getSiteSettings();
  return vatSummary(totalPence, billing).label;
}
