import type { Metadata } from "next";
import { headers } from "next/headers";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { resetLinkState } from "@/server/auth/reset-link-state";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Set your password", referrer: "no-referrer" };

/**
 * The invitation link's page (an approved driver, an invited partner, a phone customer): the
 * same tokens and endpoints as a reset, in the words of a first password.
 */
export default async function SetPasswordPage({ searchParams }: SearchParamsProps) {
  const link = await resetLinkState((await searchParams).token, await headers());
  return (
    <AuthCard title="Set your password">
      <Suspense>
        <ResetPasswordForm link={link} purpose="set" />
      </Suspense>
    </AuthCard>
  );
}
