import "server-only";
import type { AccountSessionView } from "@/lib/settings/account";
import { listActiveSessions } from "@/server/auth/session-store";

/** The account's live sessions for Settings' Security section, the caller's own marked. */
export async function accountSessions(
  userId: number,
  currentSessionId: string,
): Promise<AccountSessionView[]> {
  const rows = await listActiveSessions(userId, currentSessionId);
  return rows.map((row) => ({
    user_agent: row.user_agent,
    address_label: row.address_label,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.current,
  }));
}
