"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import {
  MESSAGE_CHANNELS,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_KINDS,
  type MessageChannel,
  type MessageKind,
  type NotificationPreferences,
} from "@/lib/notifications/preferences";
import { ProfilePanel } from "./profile-panel";

export type PreferencesAudience = "customer" | "driver";

// The same three kinds read differently for a passenger and for a chauffeur.
const KIND_TEXT: Record<
  PreferencesAudience,
  Record<MessageKind, { label: string; hint: string }>
> = {
  customer: {
    reminders: { label: "Ride reminders", hint: "A day and two hours before pickup." },
    ride_updates: {
      label: "Ride updates",
      hint: "Your chauffeur is assigned, on the way, and has arrived.",
    },
    marketing: { label: "Offers and news", hint: "Only if you tick it; never otherwise." },
  },
  driver: {
    reminders: { label: "Job reminders", hint: "An hour before each pickup." },
    ride_updates: { label: "Job updates", hint: "New offers and changes to your jobs." },
    marketing: { label: "News from the operator", hint: "Only if you tick it." },
  },
};

/**
 * Which messages the person receives and how. Replying STOP to any text turns every SMS off
 * here too; START turns reminders and updates back on.
 */
export function NotificationPreferencesSection({
  initial,
  audience,
  hasPhone,
}: {
  initial: NotificationPreferences;
  audience: PreferencesAudience;
  hasPhone: boolean;
}) {
  const [preferences, setPreferences] = useState(initial);
  const [saving, setSaving] = useState(false);

  const toggle = (kind: MessageKind, channel: MessageChannel, checked: boolean) =>
    setPreferences((current) => ({ ...current, [kind]: { ...current[kind], [channel]: checked } }));

  const save = async () => {
    setSaving(true);
    const result = await api.put<NotificationPreferences>("/api/account/notification-preferences", {
      json: preferences,
      fallbackMessage: "Could not save your notification preferences.",
    });
    setSaving(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    setPreferences(result.data);
    toast.success("Notification preferences saved.");
  };

  return (
    <ProfilePanel id="notification-preferences-heading" title="Notifications">
      <p className="mt-1 text-sm text-neutral-700">
        Choose what we send you and how.{" "}
        {hasPhone
          ? "Reply STOP to any text to stop all texts."
          : "Add a mobile number to your profile to receive texts."}
      </p>
      <div className="mt-4 flex flex-col gap-4">
        {MESSAGE_KINDS.map((kind) => (
          <fieldset key={kind} className="flex flex-col gap-1">
            <legend className="font-medium text-neutral-900">
              {KIND_TEXT[audience][kind].label}
            </legend>
            <p className="text-sm text-neutral-700">{KIND_TEXT[audience][kind].hint}</p>
            <div className="flex flex-wrap gap-x-6">
              {MESSAGE_CHANNELS.map((channel) => (
                <Checkbox
                  key={channel}
                  id={`notify-${kind}-${channel}`}
                  label={
                    <>
                      <span className="sr-only">{KIND_TEXT[audience][kind].label} </span>
                      {MESSAGE_CHANNEL_LABELS[channel]}
                    </>
                  }
                  checked={preferences[kind][channel]}
                  onCheckedChange={(checked) => toggle(kind, channel, checked)}
                  disabled={saving}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <Button className="mt-4" onClick={save} disabled={saving}>
        {saving ? "Saving..." : "Save notification preferences"}
      </Button>
    </ProfilePanel>
  );
}
