"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import type { TestEmailOutcome } from "@/server/settings/send-test-email";
import { HeadedSection } from "@/components/ui/headed-section";

type Shown = { tone: "success" | "error"; text: string } | null;

const ADAPTER_NOTE: Record<TestEmailOutcome["adapter"], string> = {
  outbox: "It was recorded in the local outbox (no real e-mail service is configured).",
  resend: "It was handed to Resend.",
};

function outcomeMessage(outcome: TestEmailOutcome): Shown {
  if (outcome.delivered)
    return {
      tone: "success",
      text: `Test e-mail sent to ${outcome.to}. ${ADAPTER_NOTE[outcome.adapter]}`,
    };
  return {
    tone: "error",
    text: `The test e-mail to ${outcome.to} was not delivered: ${outcome.error ?? "unknown error"}`,
  };
}

/**
 * 'Send test e-mail': one message to the signed-in administrator through the configured adapter,
 * with the saved sender name and signature (save first to try new ones).
 */
export function TestEmailButton({ adminEmail }: { adminEmail: string }) {
  const [sending, setSending] = useState(false);
  const [shown, setShown] = useState<Shown>(null);

  async function send() {
    setSending(true);
    setShown(null);
    const result = await api.post<TestEmailOutcome>("/api/admin/settings/test-email", {
      fallbackMessage: "The test e-mail could not be sent. Please try again.",
    });
    setSending(false);
    setShown(result.ok ? outcomeMessage(result.data) : { tone: "error", text: result.message });
  }

  return (
    <HeadedSection
      id="test-email-heading"
      title="E-mail delivery"
      level={3}
      className="flex flex-col gap-2"
      titleClassName="text-sm"
    >
      <p className="text-sm text-neutral-700">
        Sends one e-mail to {adminEmail} with the saved sender name and signature.
      </p>
      <div>
        <Button variant="outline" onClick={() => void send()} disabled={sending}>
          {sending ? "Sending..." : "Send test e-mail"}
        </Button>
      </div>
      {shown && <Alert tone={shown.tone}>{shown.text}</Alert>}
    </HeadedSection>
  );
}
