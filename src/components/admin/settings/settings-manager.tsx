"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { focusFirstInvalid } from "@/components/ui/form-focus";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api } from "@/lib/api-client";
import type { SiteSettings } from "@/server/settings/registry";
import { BillingSettings } from "./billing-settings";
import { DispatchSettings } from "./dispatch-settings";
import { GeneralSettings } from "./general-settings";
import { NotificationSettings } from "./notification-settings";
import { SecuritySettings } from "./security-settings";
import {
  formValuesOf,
  GROUP_FIELDS,
  prefixedFieldErrors,
  SAVED_GROUPS,
  settingsResolver,
  tabWithErrors,
  type SettingsFormValues,
} from "./settings-form";
import { PageHeader } from "@/components/ui/page-header";
import { FormActions } from "@/components/admin/form-controls";

type Tab = "general" | "notifications" | "dispatch" | "billing" | "security";
type Shown = { tone: "success" | "error"; text: string } | null;

/**
 * Settings: General, Notifications, Dispatch, Billing (VAT) and Security tabs. Cancel restores the saved values; Save
 * Changes sends each group to the server, which validates it (a 400 puts its messages under the
 * fields), saves and audits it. Security has its own buttons.
 */
export function SettingsManager({
  saved: initial,
  adminEmail,
}: {
  saved: Pick<SiteSettings, "general" | "notifications" | "dispatch" | "billing">;
  adminEmail: string;
}) {
  const router = useRouter();
  const [tab, setTab] = useState<Tab>("general");
  const [saved, setSaved] = useState<SettingsFormValues>(() => formValuesOf(initial));
  const [shown, setShown] = useState<Shown>(null);
  const form = useForm<SettingsFormValues>({ resolver: settingsResolver, defaultValues: saved });
  const { handleSubmit, reset, setError, formState } = form;

  const cancel = () => {
    reset(saved);
    setShown(null);
  };

  const refused = (group: Tab, event: { target: unknown } | undefined) => {
    setTab(group);
    focusFirstInvalid(event?.target instanceof HTMLElement ? event.target : null);
  };

  const onSubmit = handleSubmit(
    async (values, event) => {
      setShown(null);
      let next = saved;
      let message = "";
      for (const group of SAVED_GROUPS) {
        const result = await api.put<{ value: SettingsFormValues[typeof group] }>(
          `/api/admin/settings/${group}`,
          { json: values[group], fallbackMessage: "The settings could not be saved." },
        );
        if (!result.ok) {
          const errors = prefixedFieldErrors(group, result.fieldErrors);
          const matched = applyFieldErrors(setError, errors, GROUP_FIELDS[group]);
          setShown({ tone: "error", text: result.message });
          if (matched) refused(group, event);
          return;
        }
        next = { ...next, [group]: result.data.value };
        message = result.message;
      }
      setSaved(next);
      reset(next);
      setShown({ tone: "success", text: message || "Settings saved" });
      // Server components that quote the settings (the console's title) read them again.
      router.refresh();
    },
    (errors, event) => refused(tabWithErrors(errors) ?? "general", event),
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Settings"
        description="The site's details, notifications, dispatch rules, VAT and your account's security."
      />
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value as Tab)}
        className="rounded-xl border border-neutral-200 bg-white p-6 shadow-sm"
      >
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="dispatch">Dispatch</TabsTrigger>
          <TabsTrigger value="billing">Billing</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
        </TabsList>
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate aria-label="Site settings">
            <TabsContent value="general">
              <GeneralSettings />
            </TabsContent>
            <TabsContent value="notifications">
              <NotificationSettings adminEmail={adminEmail} />
            </TabsContent>
            <TabsContent value="dispatch">
              <DispatchSettings />
            </TabsContent>
            <TabsContent value="billing">
              <BillingSettings />
            </TabsContent>
            {tab !== "security" && (
              <div className="mt-6 flex flex-col gap-3 border-t border-neutral-200 pt-4">
                {shown && <Alert tone={shown.tone}>{shown.text}</Alert>}
                <FormActions
                  onCancel={cancel}
                  busy={formState.isSubmitting}
                  label="Save Changes"
                  busyLabel="Saving..."
                  lockCancel
                  className="flex flex-wrap justify-end gap-2"
                />
              </div>
            )}
          </form>
        </FormProvider>
        <TabsContent value="security">
          <SecuritySettings />
        </TabsContent>
      </Tabs>
    </div>
  );
}
