import type { Metadata } from "next";
import { Suspense } from "react";
import { StepFrame, StepLoading } from "@/components/booking/step-frame";
import { ServiceClassStep } from "@/components/booking/service-class-step";
import { getServerConfig } from "@/env";

export const metadata: Metadata = { title: "Choose your service" };
export const dynamic = "force-dynamic";

export default function ServiceClassPage() {
  const places = getServerConfig().places;
  return (
    <Suspense
      fallback={
        <StepFrame step={1}>
          <StepLoading />
        </StepFrame>
      }
    >
      <ServiceClassStep mapsKey={places.kind === "google" ? places.browserKey : undefined} />
    </Suspense>
  );
}
