import type { Metadata } from "next";
import { AccountStepForm } from "@/components/partners/registration/account-step-form";
import { RegistrationFrame } from "@/components/partners/registration/registration-frame";

export const metadata: Metadata = { title: "Create your partner account" };

export default function PartnerSignupPage() {
  return (
    <RegistrationFrame
      step={3}
      title="Create Your Partner Account"
      description="The e-mail and password you will sign in with."
    >
      <AccountStepForm />
    </RegistrationFrame>
  );
}
