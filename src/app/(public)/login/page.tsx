import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = { title: "Log in" };

export default function LoginPage() {
  return (
    <AuthCard title="Log in" description="Welcome back. Log in to manage your bookings.">
      <Suspense>
        <LoginForm />
      </Suspense>
    </AuthCard>
  );
}
