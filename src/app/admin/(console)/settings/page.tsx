import type { Metadata } from "next";
import { SettingsManager } from "@/components/admin/settings/settings-manager";
import { requirePageRole } from "@/server/auth/guards";
import { readAllSettings } from "@/server/settings/read-settings";

export const metadata: Metadata = { title: "Settings", robots: { index: false } };

/** Settings: the form starts from what is saved now (straight from the database, not the cache). */
export default async function AdminSettingsPage() {
  const admin = await requirePageRole("admin", "/admin/settings");
  const saved = await readAllSettings();
  return <SettingsManager saved={saved} adminEmail={admin.email} />;
}
