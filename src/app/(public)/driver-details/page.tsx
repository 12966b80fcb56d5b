import type { Metadata } from "next";
import { DriverStep2Form } from "@/components/drivers/step2-form";
import { StepSection } from "@/components/drivers/step-header";

export const metadata: Metadata = { title: "Driver details", robots: { index: false } };

export default function DriverDetailsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold text-neutral-900">Driver application</h1>
      <StepSection step={2} title="Your licences, work and vehicle" className="mt-6">
        <DriverStep2Form />
      </StepSection>
    </div>
  );
}
