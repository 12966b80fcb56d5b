import type { Metadata } from "next";
import { Suspense } from "react";
import { StepFrame, StepLoading } from "@/components/booking/step-frame";
import { DetailsStep } from "@/components/booking/details-step";
import { getPageUser } from "@/server/auth/session";

export const metadata: Metadata = { title: "Passenger details" };

export default async function PickupInfoPage() {
  const user = await getPageUser();
  return (
    <Suspense
      fallback={
        <StepFrame step={3}>
          <StepLoading />
        </StepFrame>
      }
    >
      <DetailsStep
        user={
          user
            ? { first_name: user.first_name, last_name: user.last_name, email: user.email }
            : null
        }
      />
    </Suspense>
  );
}
