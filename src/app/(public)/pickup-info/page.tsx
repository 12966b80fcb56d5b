import type { Metadata } from "next";
import { DetailsStep } from "@/components/booking/details-step";
import { getPageUser } from "@/server/auth/session";
import { storedDraftFor } from "@/server/bookings/draft-cookie";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Passenger details" };

export default async function PickupInfoPage({ searchParams }: SearchParamsProps) {
  const user = await getPageUser();
  const storedDraft = await storedDraftFor((await searchParams).booking_id);
  // Rendered per request (the draft's cookie copy), so the step needs no Suspense boundary: its
  // content is in the first HTML rather than streamed in after it.
  return (
    <DetailsStep
      storedDraft={storedDraft}
      user={
        user ? { first_name: user.first_name, last_name: user.last_name, email: user.email } : null
      }
    />
  );
}
