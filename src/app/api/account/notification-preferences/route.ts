import { notificationPreferencesSchema } from "@/lib/validations/notification-preferences";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";
import { route } from "@/server/http/route";
import {
  readOwnNotificationPreferences,
  updateOwnNotificationPreferences,
} from "@/server/notifications/own-preferences";

export const dynamic = "force-dynamic";

/** GET /api/account/notification-preferences: the caller's choices (customers and drivers). */
export const GET = route(async (request) => {
  const user = await requireRole(request, "customer", "driver");
  return ok(await readOwnNotificationPreferences(user));
});

/** PUT: every kind and channel at once; each change audited. */
export const PUT = jsonAction(
  { role: ["customer", "driver"], body: notificationPreferencesSchema },
  async ({ user, body: preferences }) =>
    ok(await updateOwnNotificationPreferences(user, preferences), {
      message: "Notification preferences saved",
    }),
);
