import type { Metadata } from "next";
import { Suspense } from "react";
import { StepFrame, StepLoading } from "@/components/booking/step-frame";
import { ReturnStep } from "@/components/booking/return-step";
import { storedDraftFor } from "@/server/bookings/draft-cookie";

export const metadata: Metadata = { title: "Return transfer" };

export default async function ReturnTransferPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const storedDraft = await storedDraftFor((await searchParams).booking_id);
  return (
    <Suspense
      fallback={
        <StepFrame step={2}>
          <StepLoading />
        </StepFrame>
      }
    >
      <ReturnStep storedDraft={storedDraft} />
    </Suspense>
  );
}
