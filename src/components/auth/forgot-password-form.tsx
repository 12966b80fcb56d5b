"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { ForgotPasswordInput } from "@/lib/validations/auth";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-text-field";
import { api } from "@/lib/api-client";
import { PostForm } from "./post-form";
import { linkClass } from "./auth-card";
import { lazyParsedResolver } from "@/components/ui/lazy-resolver";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";

const SENT_MESSAGE =
  "If an account with that email exists, you will receive a password reset link shortly.";

// zod and the schema load on the first validation (usually the first submit), not with the page.
const resolver = lazyParsedResolver<ForgotPasswordInput>(
  async () => (await import("@/lib/validations/auth")).forgotPasswordSchema,
);

export function ForgotPasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<ForgotPasswordInput>({
    resolver,
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await api.post<null>("/api/auth/forgot-password", {
      json: values,
      fallbackMessage: "Failed to send reset email. Please try again.",
    });
    if (!result.ok) {
      toast.error("Error", { description: result.message });
      return;
    }
    toast.success("Email sent", { description: SENT_MESSAGE });
    setSent(true);
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <h2 className="text-xl font-semibold text-neutral-900">Check your email</h2>
        <p className="text-sm text-neutral-700">{SENT_MESSAGE}</p>
        <Button asChild fullWidth>
          <Link href="/login">Back to Login</Link>
        </Button>
        <p className="text-center text-sm text-neutral-700">
          Didn&apos;t receive the email?{" "}
          <Button
            variant="link"
            onClick={() => {
              reset();
              setSent(false);
            }}
          >
            Try again
          </Button>
        </p>
      </div>
    );
  }

  return (
    <PostForm ref={formRef} onSubmit={onSubmit}>
      <FormTextField
        register={register}
        errors={formState.errors}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
      />
      <Button type="submit" fullWidth disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Sending..." : "Send Reset Link"}
      </Button>
      <p className="text-center text-sm">
        <Link href="/login" className={linkClass}>
          Back to Login
        </Link>
      </p>
    </PostForm>
  );
}
