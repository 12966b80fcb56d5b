import type { Metadata } from "next";
import { PasswordForm } from "@/components/admin/settings/password-form";
import { AdminTwoFactorSettings } from "@/components/security/admin-two-factor-settings";
import { ADMIN_TWO_FACTOR_PATH } from "@/lib/validations/two-factor";
import { requirePageRole } from "@/server/auth/guards";
import { twoFactorStatus } from "@/server/auth/two-factor/account";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Two-factor sign-in" };
export const dynamic = "force-dynamic";

/**
 * Settings, Security: two-factor sign-in (the one console page an unenrolled admin may open).
 * Whether 2FA is required comes from the guards' own fresh read (twoFactorStatus ->
 * two-factor/requirement.ts), never from the settings cache, so this page always agrees with the
 * redirect that brought the administrator here.
 */
export default async function AdminTwoFactorPage() {
  const user = await requirePageRole("admin", ADMIN_TWO_FACTOR_PATH);
  const status = await twoFactorStatus(user);
  return (
    <>
      <PageHeader
        className="mb-6"
        title="Two-factor sign-in"
        description="A code from an authenticator app after the password protects the console, which sees every customer's data."
      />
      <AdminTwoFactorSettings initial={status} requireForAdmins={status.required_for_admins} />
      {/* Settings is closed until the set-up is done, but a password thought known to someone
          else should not wait for it: the one other thing such an administrator may do here. */}
      {status.required_for_admins && !status.enabled ? (
        <div className="mt-10">
          <PasswordForm />
        </div>
      ) : null}
    </>
  );
}
