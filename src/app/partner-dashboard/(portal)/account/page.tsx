import type { Metadata } from "next";
import { PaymentInfoForm } from "@/components/partners/account/payment-info-form";
import { TwoFactorPanel } from "@/components/security/two-factor-panel";
import { twoFactorStatus } from "@/server/auth/two-factor/account";
import { requirePartnerPage } from "@/server/partners/partner-page";
import { getPaymentInfo } from "@/server/partners/payment-info";

export const metadata: Metadata = { title: "Account Settings" };

export default async function PartnerAccountPage() {
  const { user, partner } = await requirePartnerPage("/partner-dashboard/account");
  const payment = await getPaymentInfo(partner.partner_id);
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Account Settings</h1>
      <div className="space-y-6">
        <TwoFactorPanel initial={await twoFactorStatus(user)} title="Security" />
        <PaymentInfoForm initial={payment} />
      </div>
    </>
  );
}
