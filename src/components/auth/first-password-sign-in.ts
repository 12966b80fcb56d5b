import { toast } from "@/components/ui/toast";
import { notifyAuthChanged } from "./auth-events";
import { rememberRegisteredEmail } from "./registered-email";

/** POST /api/auth/reset-password-with-token's `data`. */
export interface PasswordSetAnswer {
  email: string;
  /** The account's own area (homeForRole), e.g. /driver-dashboard. */
  home: string;
  first_password: boolean;
}

interface Navigator {
  replace(href: string): void;
  refresh(): void;
}

/**
 * An invited person (driver, partner, phone customer) who has just chosen a password is signed
 * in with it and taken to their own area, instead of the customer login's "Welcome back!". When
 * the sign-in is refused (a limit, a second factor) the login opens with their e-mail filled in.
 */
export async function signInAfterFirstPassword(
  answer: PasswordSetAnswer,
  password: string,
  router: Navigator,
): Promise<void> {
  const { signIn } = await import("next-auth/react");
  const result = await signIn("credentials", {
    email: answer.email,
    password,
    redirect: false,
  }).catch(() => undefined);
  if (result && !result.error) {
    toast.success("Password set", { description: "Welcome! You are signed in." });
    notifyAuthChanged();
    router.replace(answer.home);
    router.refresh();
    return;
  }
  toast.success("Password set", { description: "Log in with your new password." });
  rememberRegisteredEmail(answer.email);
  router.replace(`/login?callbackUrl=${encodeURIComponent(answer.home)}`);
}
