import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/partners/account/change-password-form";
import { CompanyInfoForm } from "@/components/partners/account/company-info-form";
import { PersonalInfoForm } from "@/components/partners/account/personal-info-form";
import { PaymentInfoForm } from "@/components/partners/account/payment-info-form";
import { TwoFactorPanel } from "@/components/security/two-factor-panel";
import { twoFactorStatus } from "@/server/auth/two-factor/account";
import { requirePartnerPage } from "@/server/partners/guards";
import { getPaymentInfo } from "@/server/partners/payment-info";
import { getPartnerAccount } from "@/server/partners/account-settings";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Account Settings" };

export default async function PartnerAccountPage() {
  const { user, partner } = await requirePartnerPage("/partner-dashboard/account");
  const payment = await getPaymentInfo(partner.partner_id);
  const account = await getPartnerAccount(partner);
  return (
    <>
      <PageHeader className="mb-6" title="Account Settings" />
      <div className="mb-6 space-y-6">
        <PersonalInfoForm initial={account.personal} pendingEmail={account.pending_email} />
        <CompanyInfoForm initial={account.company} />
        <ChangePasswordForm />
      </div>
      <div className="space-y-6">
        <TwoFactorPanel initial={await twoFactorStatus(user)} title="Security" />
        <PaymentInfoForm initial={payment} />
      </div>
    </>
  );
}
