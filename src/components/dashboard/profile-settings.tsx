import { LogoutEverywhere } from "./logout-everywhere";
import { PasswordSettings } from "./password-settings";
import { PersonalInfoForm } from "./personal-info-form";
import { ProfilePhoto } from "./profile-photo";
import type { ProfileUser } from "./profile-types";

export function ProfileSettings({ user }: { user: ProfileUser }) {
  return (
    <div className="flex flex-col gap-6">
      <ProfilePhoto user={user} />
      <PersonalInfoForm user={user} />
      <PasswordSettings userId={user.user_id} />
      <LogoutEverywhere />
    </div>
  );
}
