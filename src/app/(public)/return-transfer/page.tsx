import type { Metadata } from "next";
import { Suspense } from "react";
import { StepFrame, StepLoading } from "@/components/booking/step-frame";
import { ReturnStep } from "@/components/booking/return-step";

export const metadata: Metadata = { title: "Return transfer" };

export default function ReturnTransferPage() {
  return (
    <Suspense
      fallback={
        <StepFrame step={2}>
          <StepLoading />
        </StepFrame>
      }
    >
      <ReturnStep />
    </Suspense>
  );
}
