"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { api } from "@/lib/api-client";
import { ACCOUNT_SETTINGS_MESSAGES } from "@/lib/partners/account-settings-messages";
import { linkClass } from "./auth-card";

type State =
  { kind: "working" } | { kind: "done"; message: string } | { kind: "failed"; message: string };

/**
 * The e-mailed link's page: it posts the token once (a mail scanner fetching the link does not
 * run this, so it cannot use the link up) and says whether the address changed.
 */
export function VerifyEmail() {
  const token = useSearchParams().get("token");
  const [state, setState] = useState<State>(() =>
    token
      ? { kind: "working" }
      : { kind: "failed", message: ACCOUNT_SETTINGS_MESSAGES.invalidLink },
  );
  // React may run the effect twice in development; the link works once.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void api
      .post<{ email: string }>("/api/auth/verify-email", {
        json: { token },
        fallbackMessage: ACCOUNT_SETTINGS_MESSAGES.invalidLink,
      })
      .then((result) =>
        setState(
          result.ok
            ? { kind: "done", message: result.message }
            : { kind: "failed", message: result.message },
        ),
      );
  }, [token]);

  if (state.kind === "working")
    return (
      <p role="status" className="text-sm text-neutral-700">
        Verifying your new e-mail address...
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <Alert tone={state.kind === "done" ? "success" : "error"}>{state.message}</Alert>
      <Link
        href={state.kind === "done" ? "/partner-dashboard/account" : "/login"}
        className={linkClass}
      >
        {state.kind === "done" ? "Back to your account" : "Go to sign in"}
      </Link>
    </div>
  );
}
