import type { Metadata } from "next";
import { DriverBenefits, DriverHero } from "@/components/drivers/driver-marketing";
import { DriverStep1Form } from "@/components/drivers/step1-form";
import { StepSection } from "@/components/drivers/step-header";
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
        <StepSection step={1} title="Your contact details" id="apply" className="scroll-mt-24">
          <DriverStep1Form />
        </StepSection>
      </div>
    </>
  );
}
