import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  mayMessage,
  withSmsStarted,
  withSmsStopped,
  type NotificationPreferences,
} from "@/lib/notifications/preferences";

describe("mayMessage", () => {
  it("sends reminders and ride updates by default, marketing never without consent", () => {
    expect(mayMessage(null, "reminders", "sms")).toBe(true);
    expect(mayMessage(undefined, "ride_updates", "email")).toBe(true);
    expect(mayMessage(null, "marketing", "email")).toBe(false);
    expect(mayMessage(null, "marketing", "sms")).toBe(false);
  });

  it("follows the stored choice per kind and channel", () => {
    const chosen: NotificationPreferences = {
      reminders: { email: true, sms: false },
      ride_updates: { email: false, sms: true },
      marketing: { email: true, sms: false },
    };
    expect(mayMessage(chosen, "reminders", "sms")).toBe(false);
    expect(mayMessage(chosen, "reminders", "email")).toBe(true);
    expect(mayMessage(chosen, "ride_updates", "email")).toBe(false);
    expect(mayMessage(chosen, "marketing", "email")).toBe(true);
  });
});

describe("STOP and START", () => {
  const everything: NotificationPreferences = {
    reminders: { email: true, sms: true },
    ride_updates: { email: true, sms: true },
    marketing: { email: true, sms: true },
  };

  it("STOP turns SMS off for every kind and leaves e-mail alone", () => {
    const stopped = withSmsStopped(everything);
    for (const kind of ["reminders", "ride_updates", "marketing"] as const) {
      expect(mayMessage(stopped, kind, "sms")).toBe(false);
      expect(mayMessage(stopped, kind, "email")).toBe(true);
    }
  });

  it("START turns service SMS back on but is not consent to marketing", () => {
    const started = withSmsStarted(withSmsStopped(DEFAULT_NOTIFICATION_PREFERENCES));
    expect(mayMessage(started, "reminders", "sms")).toBe(true);
    expect(mayMessage(started, "ride_updates", "sms")).toBe(true);
    expect(mayMessage(started, "marketing", "sms")).toBe(false);
  });
});
