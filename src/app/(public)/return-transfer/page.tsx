import type { Metadata } from "next";
import { ReturnStep } from "@/components/booking/return-step";
import { storedDraftFor } from "@/server/bookings/draft-cookie";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Return transfer" };

export default async function ReturnTransferPage({ searchParams }: SearchParamsProps) {
  const storedDraft = await storedDraftFor((await searchParams).booking_id);
  // Rendered per request (the draft's cookie copy), so the step needs no Suspense boundary: its
  // content is in the first HTML rather than streamed in after it.
  return <ReturnStep storedDraft={storedDraft} />;
}
