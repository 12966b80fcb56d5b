import type { Metadata } from "next";
import { ContactStepForm } from "@/components/partners/registration/contact-step-form";
import { PartnerBenefits } from "@/components/partners/registration/partner-benefits";
import { RegistrationFrame } from "@/components/partners/registration/registration-frame";

export const metadata: Metadata = { title: "Become a partner" };

export default function PartnerRegistrationPage() {
  return (
    <RegistrationFrame
      step={1}
      title="Become a Partner"
      description="Tell us who we should talk to about your partnership."
      aside={<PartnerBenefits />}
    >
      <ContactStepForm />
    </RegistrationFrame>
  );
}
