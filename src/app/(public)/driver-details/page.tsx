import type { Metadata } from "next";
import { DriverStep2Form } from "@/components/drivers/step2-form";
import { StepHeader } from "@/components/drivers/step-header";

export const metadata: Metadata = { title: "Driver details", robots: { index: false } };

export default function DriverDetailsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold text-neutral-900">Driver application</h1>
      <section
        aria-labelledby="driver-step-2"
        className="mt-6 rounded-xl border border-neutral-200 bg-white p-6 shadow-sm"
      >
        <StepHeader step={2} title="Your licences, work and vehicle" id="driver-step-2" />
        <div className="mt-6">
          <DriverStep2Form />
        </div>
      </section>
    </div>
  );
}
