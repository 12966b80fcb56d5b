import type { Metadata } from "next";
import { DriverBenefits, DriverHero } from "@/components/drivers/driver-marketing";
import { DriverStep1Form } from "@/components/drivers/step1-form";
import { StepHeader } from "@/components/drivers/step-header";
import { getSiteIdentity } from "@/server/settings/site-identity";

export const metadata: Metadata = {
  title: "Become a Driver",
  description: "Apply to drive with us: premium earnings, a flexible schedule, elite clientele.",
};

export default async function DriverRegistrationPage() {
  const site = await getSiteIdentity();
  return (
    <>
      <DriverHero site={site} />
      <div className="mx-auto grid max-w-site gap-10 px-4 py-12 lg:grid-cols-[1fr_28rem]">
        <DriverBenefits />
        <section
          id="apply"
          aria-labelledby="driver-step-1"
          className="scroll-mt-24 rounded-xl border border-neutral-200 bg-white p-6 shadow-sm"
        >
          <StepHeader step={1} title="Your contact details" id="driver-step-1" />
          <div className="mt-6">
            <DriverStep1Form />
          </div>
        </section>
      </div>
    </>
  );
}
