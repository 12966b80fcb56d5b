import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";

export const metadata: Metadata = { title: "Create an account" };

export default function RegisterPage() {
  return (
    <div className="[&>div]:max-w-2xl">
      <AuthCard
        title="Create an account"
        description="Book rides faster and manage them in one place."
      >
        <Suspense>
          <RegisterForm />
        </Suspense>
      </AuthCard>
    </div>
  );
}
