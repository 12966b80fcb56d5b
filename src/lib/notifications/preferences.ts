/**
 * What a customer or driver agreed to be told, and on which channel. Pure: the reminders and
 * ride-message senders ask mayMessage before every send.
 */
export const MESSAGE_KINDS = ["reminders", "ride_updates", "marketing"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_CHANNELS = ["email", "sms"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export type NotificationPreferences = Record<MessageKind, Record<MessageChannel, boolean>>;

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  reminders: "Reminders",
  ride_updates: "Ride updates",
  marketing: "Offers and news",
};
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: "E-mail",
  sms: "SMS",
};

/** Service messages are on until turned off; marketing is off until the person opts in. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  reminders: { email: true, sms: true },
  ride_updates: { email: true, sms: true },
  marketing: { email: false, sms: false },
};

/**
 * Whether a message of this kind may go on this channel. Without stored preferences the
 * defaults apply, so marketing is never sent to someone who has not said yes.
 */
export function mayMessage(
  preferences: NotificationPreferences | null | undefined,
  kind: MessageKind,
  channel: MessageChannel,
): boolean {
  return (preferences ?? DEFAULT_NOTIFICATION_PREFERENCES)[kind][channel];
}

/** STOP: SMS off for every kind; e-mail untouched. */
export function withSmsStopped(preferences: NotificationPreferences): NotificationPreferences {
  return {
    reminders: { ...preferences.reminders, sms: false },
    ride_updates: { ...preferences.ride_updates, sms: false },
    marketing: { ...preferences.marketing, sms: false },
  };
}

/** START: service SMS back on; marketing stays as it was (re-subscribing is not consent to offers). */
export function withSmsStarted(preferences: NotificationPreferences): NotificationPreferences {
  return {
    reminders: { ...preferences.reminders, sms: true },
    ride_updates: { ...preferences.ride_updates, sms: true },
    marketing: preferences.marketing,
  };
}
