import Link from "next/link";
import { Button } from "@/components/ui/button";

/** The Security tab's 'Enable 2FA' entry point. */
export function TwoFactorRow() {
  return (
    <section
      aria-labelledby="two-factor-heading"
      className="flex flex-wrap items-center justify-between gap-4"
    >
      <div>
        <h2 id="two-factor-heading" className="text-lg font-semibold text-neutral-900">
          Two-factor sign-in
        </h2>
        <p className="text-sm text-neutral-700">
          Ask for a code from an authenticator app after the password.
        </p>
      </div>
      {/* The two-factor helper owns /admin/settings/two-factor (enrolment and its status). */}
      <Button asChild variant="outline">
        <Link href="/admin/settings/two-factor">Enable 2FA</Link>
      </Button>
    </section>
  );
}
