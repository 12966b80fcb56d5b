import type { Metadata } from "next";
import { CompanyStepForm } from "@/components/partners/registration/company-step-form";
import { RegistrationFrame } from "@/components/partners/registration/registration-frame";

export const metadata: Metadata = { title: "Company details" };

export default function PartnerCompanyDetailsPage() {
  return (
    <RegistrationFrame
      step={2}
      title="Company Details"
      description="The company your guests will book through."
    >
      <CompanyStepForm />
    </RegistrationFrame>
  );
}
