"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TitledSection } from "@/components/ui/titled-section";
import { api } from "@/lib/api-client";
import type { TwoFactorEnrolmentView, TwoFactorStatusView } from "@/lib/validations/two-factor";
import { DisableForm } from "./disable-form";
import { EnrolStep } from "./enrol-step";
import { RecoveryCodes } from "./recovery-codes";

type Stage =
  | { kind: "status" }
  | { kind: "enrolling"; enrolment: TwoFactorEnrolmentView }
  | { kind: "codes"; codes: string[] }
  | { kind: "disabling" };

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });

/**
 * Two-factor sign-in for the signed-in administrator or partner: its status, setting it up
 * (QR code, setup key, a code), the recovery codes shown once, and turning it off.
 */
export function TwoFactorPanel({
  initial,
  title = "Two-factor sign-in",
  onStatusChange,
}: {
  initial: TwoFactorStatusView;
  title?: string;
  onStatusChange?: (status: TwoFactorStatusView) => void;
}) {
  const [status, setStatusState] = useState(initial);
  const setStatus = (next: TwoFactorStatusView) => {
    setStatusState(next);
    onStatusChange?.(next);
  };
  const [stage, setStage] = useState<Stage>({ kind: "status" });
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  async function start() {
    setProblem(undefined);
    setStarting(true);
    const result = await api.post<TwoFactorEnrolmentView>("/api/account/two-factor/start");
    setStarting(false);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setStage({ kind: "enrolling", enrolment: result.data });
  }

  function enabled(codes: string[], message: string) {
    toast.success(message);
    setStatus({
      ...status,
      enabled: true,
      enabled_at: new Date().toISOString(),
      recovery_codes_left: codes.length,
    });
    setStage({ kind: "codes", codes });
  }

  function disabled(message: string) {
    toast.success(message);
    setStatus({ ...status, enabled: false, enabled_at: null, recovery_codes_left: 0 });
    setStage({ kind: "status" });
  }

  return (
    <TitledSection id="two-factor-heading" title={title} className="p-6" titleClassName="mb-2">
      <p className="mb-4 flex items-center gap-2 text-sm font-medium text-neutral-900">
        Two-factor sign-in (2FA):
        <Badge tone={status.enabled ? "green" : "grey"} data-testid="two-factor-status">
          {status.enabled ? "On" : "Off"}
        </Badge>
      </p>
      {status.required_for_admins && !status.enabled && (
        <Alert tone="warning" live={false} className="mb-4">
          Two-factor sign-in is required for administrator accounts. Set it up to use the console.
        </Alert>
      )}
      {problem && (
        <Alert tone="error" className="mb-4">
          {problem}
        </Alert>
      )}
      {stage.kind === "enrolling" && (
        <EnrolStep
          enrolment={stage.enrolment}
          onEnabled={enabled}
          onCancel={() => setStage({ kind: "status" })}
        />
      )}
      {stage.kind === "codes" && (
        <RecoveryCodes codes={stage.codes} onDone={() => setStage({ kind: "status" })} />
      )}
      {stage.kind === "disabling" && (
        <DisableForm onDisabled={disabled} onCancel={() => setStage({ kind: "status" })} />
      )}
      {stage.kind === "status" && (
        <div className="space-y-4 text-sm text-neutral-800">
          {status.enabled ? (
            <>
              <p>
                Signing in asks for a code from your authenticator app after your password
                {status.enabled_at
                  ? ` (on since ${dateFormat.format(new Date(status.enabled_at))})`
                  : ""}
                . Recovery codes left: {status.recovery_codes_left}.
              </p>
              <Button variant="danger-outline" onClick={() => setStage({ kind: "disabling" })}>
                Turn off 2FA
              </Button>
            </>
          ) : (
            <>
              <p>
                Add a second step to signing in: a 6-digit code from an authenticator app on your
                phone, so a stolen password alone cannot open your account.
              </p>
              <Button onClick={start} disabled={starting}>
                {starting ? "Preparing..." : "Enable 2FA"}
              </Button>
            </>
          )}
        </div>
      )}
    </TitledSection>
  );
}
