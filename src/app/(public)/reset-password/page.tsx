import type { Metadata } from "next";
import { headers } from "next/headers";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { resetLinkState } from "@/server/auth/reset-link-state";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Reset password", referrer: "no-referrer" };

export default async function ResetPasswordPage({ searchParams }: SearchParamsProps) {
  // Checked here, so the page's first paint is the form or the invalid screen, not a wait.
  const link = await resetLinkState((await searchParams).token, await headers());
  return (
    // An older invitation link (before /set-password) to an account that has no password yet.
    <AuthCard
      title={link.kind === "valid" && link.firstPassword ? "Set your password" : "Reset password"}
    >
      <Suspense>
        <ResetPasswordForm link={link} />
      </Suspense>
    </AuthCard>
  );
}
