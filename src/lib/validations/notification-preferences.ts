import { z } from "zod";

const channels = z.strictObject({ email: z.boolean(), sms: z.boolean() });

/** PUT /api/account/notification-preferences: every kind and channel, nothing else. */
export const notificationPreferencesSchema = z.strictObject({
  reminders: channels,
  ride_updates: channels,
  marketing: channels,
});

export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;
