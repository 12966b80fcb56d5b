import "server-only";
import type { NotificationPreferences } from "@/lib/notifications/preferences";
import { actorFromUser } from "@/server/audit/actor";
import type { SessionUser } from "@/server/auth/session";
import { inTransaction } from "@/server/db/transaction";
import { currentRequestId } from "@/server/http/request-context";
import {
  readNotificationPreferences,
  saveNotificationPreferences,
} from "./notification-preferences";

export function readOwnNotificationPreferences(
  user: SessionUser,
): Promise<NotificationPreferences> {
  return readNotificationPreferences(user.user_id);
}

/** The signed-in customer's or driver's own choices, audited as theirs. */
export function updateOwnNotificationPreferences(
  user: SessionUser,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return inTransaction(undefined, (tx) =>
    saveNotificationPreferences(
      {
        userId: user.user_id,
        preferences,
        actor: actorFromUser(user),
        context: { channel: "profile", request_id: currentRequestId() ?? null },
      },
      tx,
    ),
  );
}
