import type { ProfileInput } from "@/lib/validations/profile";

export interface ProfileUser extends ProfileInput {
  user_id: number;
  profile_image: string | null;
}

export const panelClass = "rounded-xl border border-neutral-200 bg-white p-6 shadow-sm";
