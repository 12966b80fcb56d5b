import type { ProfileInput } from "@/lib/validations/profile";

export interface ProfileUser extends ProfileInput {
  user_id: number;
  profile_image: string | null;
}
