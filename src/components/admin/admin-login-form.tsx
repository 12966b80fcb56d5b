"use client";

import { useSearchParams } from "next/navigation";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { SecondFactorStep, secondFactorOutcome } from "@/components/auth/second-factor-step";
import { SignInFields } from "@/components/auth/sign-in-fields";
import { Button } from "@/components/ui/button";
import { lazyParsedResolver } from "@/components/ui/lazy-resolver";
import { PostForm } from "@/components/auth/post-form";
import { openWithFullLoad } from "@/components/auth/full-page-load";
import { toast, toastAfterLoad } from "@/components/ui/toast";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";
import type { LoginInput } from "@/lib/validations/auth";

const FALLBACK = "Invalid email or password";

// zod, the schema and next-auth's client load when the administrator first submits, not with
// the page (as on /login): together they were over half of the page's JavaScript.
const resolver = lazyParsedResolver<LoginInput>(
  async () => (await import("@/lib/validations/auth")).loginSchema,
);

/** Only console paths are followed after sign-in; anything else goes to the dashboard. */
function consoleCallback(value: string | null): string {
  if (!value) return "/admin/dashboard";
  try {
    const url = new URL(value, "http://console.invalid");
    const sameOrigin = url.origin === "http://console.invalid";
    return sameOrigin &&
      url.pathname.startsWith("/admin/") &&
      !url.pathname.startsWith("/admin/login")
      ? `${url.pathname}${url.search}`
      : "/admin/dashboard";
  } catch {
    return "/admin/dashboard";
  }
}

/**
 * The administrator's sign-in. It signs in through next-auth like every other sign-in, asking
 * for the admin portal: any other account fails exactly like a wrong password.
 */
export function AdminLoginForm() {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const searchParams = useSearchParams();
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;
  // After a correct password for an account with 2FA on: the credentials kept for the code step.
  const [pending, setPending] = useState<LoginInput | null>(null);

  const attempt = (values: LoginInput, code?: string) =>
    import("next-auth/react")
      .then(({ signIn }) =>
        signIn("credentials", {
          email: values.email,
          password: values.password,
          portal: "admin",
          ...(code ? { code } : {}),
          redirect: false,
        }),
      )
      .catch(() => undefined);
  type Attempt = Awaited<ReturnType<typeof attempt>>;

  function failed(result: Attempt) {
    const message = result?.error && result.error !== "CredentialsSignin" ? result.error : FALLBACK;
    toast.error("Login Failed", { description: message });
  }

  // A full load, not a client navigation: the console's layout may send the new session
  // elsewhere (Settings' 2FA requirement sends an unenrolled administrator to set it up), and a
  // layout's redirect during the client navigation that follows a sign-in left Next's router
  // refetching the set-up page for ever with nothing on screen.
  function signedIn() {
    toastAfterLoad({
      kind: "success",
      title: "Login Successful",
      description: "Welcome to the admin dashboard!",
    });
    openWithFullLoad(consoleCallback(searchParams.get("callbackUrl")));
  }

  const onSubmit = handleSubmit(async (values) => {
    const result = await attempt(values);
    if (result && !result.error) return signedIn();
    if (secondFactorOutcome(result?.error ?? undefined) === "required") return setPending(values);
    failed(result);
  });

  async function submitCode(code: string): Promise<string | null> {
    if (!pending) return null;
    const result = await attempt(pending, code);
    if (result && !result.error) {
      signedIn();
      return null;
    }
    if (secondFactorOutcome(result?.error ?? undefined)) return result?.error ?? FALLBACK;
    // The password stopped working meanwhile (changed, or the address was limited): start over.
    setPending(null);
    failed(result);
    return null;
  }

  if (pending) return <SecondFactorStep onSubmit={submitCode} onBack={() => setPending(null)} />;

  return (
    <PostForm ref={formRef} onSubmit={onSubmit}>
      <SignInFields register={register} errors={errors} emailAutoComplete="username" />
      <Button type="submit" disabled={isSubmitting} fullWidth>
        {isSubmitting ? "Signing in..." : "Sign In"}
      </Button>
    </PostForm>
  );
}
