"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { openWithFullLoad } from "@/components/auth/full-page-load";
import { toast, toastAfterLoad } from "@/components/ui/toast";
import type { LoginInput } from "@/lib/validations/auth";
import { homeForRole, isRole, type Role } from "@/lib/roles";
import { safeCallbackUrl } from "@/lib/callback-url";
import { PostForm } from "./post-form";
import { notifyAuthChanged } from "./auth-events";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { lazyParsedResolver } from "@/components/ui/lazy-resolver";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";
import { api } from "@/lib/api-client";
import { linkClass } from "./auth-card";
import { forgetRegisteredEmail, peekRegisteredEmail } from "./registered-email";
import { SecondFactorStep, secondFactorOutcome } from "./second-factor-step";
import { SignInFields } from "./sign-in-fields";

const FALLBACK_ERROR = "Invalid email or password.";

// zod, the schema, next-auth's client and the pending-booking code load when the visitor first
// submits, not with the page: the form paints and answers sooner on a phone.
const resolver = lazyParsedResolver<LoginInput>(
  async () => (await import("@/lib/validations/auth")).loginSchema,
);

async function currentRole(): Promise<Role | undefined> {
  const result = await api.get<{ role: string } | null>("/api/me", { cache: "no-store" });
  const role = result.ok ? result.data?.role : undefined;
  return isRole(role) ? role : undefined;
}

export function LoginForm() {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const router = useRouter();
  const searchParams = useSearchParams();
  const bookingId = searchParams.get("booking_id");
  // Straight from /register: the new address is filled in and the password is next. The form
  // renders in the browser only (useSearchParams under Suspense), so storage can be read here.
  const [registered] = useState(() =>
    typeof window === "undefined" ? null : peekRegisteredEmail(),
  );
  const { register, handleSubmit, formState, setFocus } = useForm<LoginInput>({
    resolver,
    defaultValues: { email: registered ?? "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (!registered) return;
    forgetRegisteredEmail();
    setFocus("password");
  }, [registered, setFocus]);

  // After a correct password for an account with 2FA on: the credentials kept for the code step.
  const [pending, setPending] = useState<LoginInput | null>(null);

  async function attempt(values: LoginInput, code?: string) {
    const { signIn } = await import("next-auth/react");
    return signIn("credentials", {
      email: values.email,
      password: values.password,
      ...(code ? { code } : {}),
      redirect: false,
    });
  }

  async function signedIn() {
    toast.success("Login successful", { description: "Welcome back!" });
    notifyAuthChanged();
    const { submitPendingBookingDraft } = await import("@/components/booking/pending-draft");
    const pendingDraft = await submitPendingBookingDraft();
    if (pendingDraft && "redirectTo" in pendingDraft) {
      router.replace(pendingDraft.redirectTo);
      return;
    }
    if (pendingDraft && "error" in pendingDraft) toast.error(pendingDraft.error);
    const role = await currentRole();
    const callback =
      role === "customer" || role === undefined
        ? safeCallbackUrl(searchParams.get("callbackUrl"))
        : null;
    const destination = callback ?? homeForRole(role ?? "customer");
    // The console's layout may send an administrator elsewhere (to set up 2FA); a layout's
    // redirect during the client navigation after a sign-in leaves Next's router refetching
    // with a blank screen, so the console opens with a full load (admin-login-form.tsx).
    if (role === "admin") {
      toastAfterLoad({ kind: "success", title: "Login successful", description: "Welcome back!" });
      openWithFullLoad(destination);
      return;
    }
    router.replace(destination);
    router.refresh();
  }

  // next-auth reports a plain failed check as "CredentialsSignin"; our own messages (rate limit) pass through.
  const failureText = (error: string | null | undefined) =>
    error && error !== "CredentialsSignin" ? error : FALLBACK_ERROR;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await attempt(values);
      if (result && !result.error) return await signedIn();
      if (secondFactorOutcome(result?.error ?? undefined) === "required") return setPending(values);
      toast.error(failureText(result?.error));
    } catch {
      toast.error(FALLBACK_ERROR);
    }
  });

  async function submitCode(code: string): Promise<string | null> {
    if (!pending) return null;
    try {
      const result = await attempt(pending, code);
      if (result && !result.error) {
        await signedIn();
        return null;
      }
      if (secondFactorOutcome(result?.error ?? undefined)) return failureText(result?.error);
      // The password stopped working meanwhile (changed, or the address was limited): start over.
      setPending(null);
      toast.error(failureText(result?.error));
      return null;
    } catch {
      return FALLBACK_ERROR;
    }
  }

  if (pending) return <SecondFactorStep onSubmit={submitCode} onBack={() => setPending(null)} />;

  return (
    <PostForm ref={formRef} onSubmit={onSubmit}>
      {registered && (
        <Alert tone="success">
          Your account was created. Log in with {registered} and your new password.
        </Alert>
      )}
      <SignInFields register={register} errors={errors} />
      <div className="text-right text-sm">
        <Link href="/forgot-password" className={linkClass}>
          Forgot password?
        </Link>
      </div>
      <Button type="submit" fullWidth disabled={isSubmitting}>
        {isSubmitting ? "Logging in..." : "Log in"}
      </Button>
      <p className="text-center text-sm text-neutral-700">
        Don&apos;t have an account?{" "}
        <Link
          href={bookingId ? `/register?booking_id=${encodeURIComponent(bookingId)}` : "/register"}
          className={linkClass}
        >
          Sign up
        </Link>
      </p>
    </PostForm>
  );
}
