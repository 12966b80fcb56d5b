import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ACCOUNT_AREA } from "@/lib/account-area";
import { ProfileSettings } from "@/components/dashboard/profile-settings";
import { getPageUser } from "@/server/auth/session";
import { toPublicUser } from "@/server/users/public-user";
import { findUserById } from "@/server/users/queries";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: ACCOUNT_AREA.profile.label };

export default async function ProfilePage() {
  const session = await getPageUser();
  if (!session) redirect("/login");
  const user = await findUserById(session.user_id);
  if (!user) redirect("/login");
  return (
    <section aria-labelledby="profile-heading">
      <PageHeader id="profile-heading" className="mb-4" title={ACCOUNT_AREA.profile.label} />
      <ProfileSettings user={toPublicUser(user)} />
    </section>
  );
}
