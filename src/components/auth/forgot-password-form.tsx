"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@/lib/validations/auth";
import { linkClass, primaryButtonClass } from "./auth-card";
import { TextField } from "@/components/ui/text-field";

const SENT_MESSAGE =
  "If an account with that email exists, you will receive a password reset link shortly.";

export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await fetch("/api/auth/forgot-password", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      const body = (await response.json()) as { success: boolean; message?: string };
      if (!response.ok || !body.success) {
        toast.error("Error", {
          description: body.message ?? "Failed to send reset email. Please try again.",
        });
        return;
      }
      toast.success("Email sent", { description: SENT_MESSAGE });
      setSent(true);
    } catch {
      toast.error("Error", { description: "Failed to send reset email. Please try again." });
    }
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <h2 className="text-xl font-semibold text-neutral-900">Check your email</h2>
        <p className="text-sm text-neutral-700">{SENT_MESSAGE}</p>
        <Link href="/login" className={primaryButtonClass}>
          Back to Login
        </Link>
        <p className="text-center text-sm text-neutral-700">
          Didn&apos;t receive the email?{" "}
          <button
            type="button"
            className={linkClass}
            onClick={() => {
              reset();
              setSent(false);
            }}
          >
            Try again
          </button>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <button type="submit" className={primaryButtonClass} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Sending..." : "Send Reset Link"}
      </button>
      <p className="text-center text-sm">
        <Link href="/login" className={linkClass}>
          Back to Login
        </Link>
      </p>
    </form>
  );
}
