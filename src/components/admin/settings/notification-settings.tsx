"use client";

import { useFormContext } from "react-hook-form";
import { FormSwitch } from "@/components/admin/form-controls";
import type { SettingsFormValues } from "./settings-form";
import { TestEmailButton } from "./test-email-button";

const SWITCHES = [
  {
    name: "notifications.email_notifications",
    label: "Email Notifications",
    hint: "The operations mailbox receives an e-mail for every new booking, driver application, partner registration and partner ticket.",
  },
  {
    name: "notifications.marketing_emails",
    label: "Marketing Emails",
    hint: "Stored consent to send marketing e-mail. While it is off, no marketing e-mail is sent.",
  },
] as const;

/** Settings' Notifications tab: the two switches, and a test e-mail through the adapter. */
export function NotificationSettings({ adminEmail }: { adminEmail: string }) {
  const { control } = useFormContext<SettingsFormValues>();
  return (
    <div className="flex flex-col gap-6">
      {SWITCHES.map((item) => (
        <FormSwitch key={item.name} control={control} {...item} />
      ))}
      <TestEmailButton adminEmail={adminEmail} />
    </div>
  );
}
