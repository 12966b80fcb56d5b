"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { HeadedSection } from "@/components/ui/headed-section";
import { api } from "@/lib/api-client";
import type { AccountSessionView } from "@/lib/settings/account";
import { useConsoleGet } from "../use-console-get";

const lastSeenFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
});

/**
 * The account's active sessions (device, masked address, last seen, this one marked) and 'Sign
 * out other sessions'. `version` changes when something else ended sessions (a new password).
 */
export function ActiveSessions({ version }: { version: number }) {
  const [reloads, setReloads] = useState(0);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [ending, setEnding] = useState(false);
  const loaded = useConsoleGet<AccountSessionView[]>("/api/admin/account/sessions", {
    round: `${version}.${reloads}`,
  });

  async function endOthers() {
    setEnding(true);
    const result = await api.post<{ ended: number }>("/api/admin/account/sessions/revoke-others", {
      fallbackMessage: "The other sessions could not be signed out. Please try again.",
    });
    setEnding(false);
    setNotice({ tone: result.ok ? "success" : "error", text: result.message });
    if (result.ok) setReloads((count) => count + 1);
  }

  const others = loaded.state === "ready" ? loaded.data.filter((s) => !s.current).length : 0;
  return (
    <HeadedSection
      id="sessions-heading"
      title="Active sessions"
      className="flex flex-col gap-3"
      actions={
        <Button
          variant="outline"
          onClick={() => void endOthers()}
          disabled={ending || loaded.state !== "ready" || others === 0}
        >
          {ending ? "Signing out..." : "Sign out other sessions"}
        </Button>
      }
    >
      {loaded.state === "loading" && <p role="status">Loading sessions...</p>}
      {loaded.state === "error" && <Alert tone="error">{loaded.message}</Alert>}
      {loaded.state === "ready" && (
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
          {loaded.data.map((session, index) => (
            <li
              key={`${index}-${session.created_at}`}
              className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
            >
              <div>
                <p className="font-medium text-neutral-900">{session.user_agent}</p>
                <p className="text-neutral-700">
                  {session.address_label} · Last seen{" "}
                  <time dateTime={session.last_seen_at}>
                    {lastSeenFormat.format(new Date(session.last_seen_at))}
                  </time>
                </p>
              </div>
              {session.current && <Badge tone="green">This device</Badge>}
            </li>
          ))}
        </ul>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </HeadedSection>
  );
}
