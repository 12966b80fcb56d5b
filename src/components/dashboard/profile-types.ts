import type { ProfileInput } from "@/lib/validations/profile";

export interface ProfileUser extends ProfileInput {
  user_id: number;
  profile_image: string | null;
}

export const panelClass = "rounded-xl border border-neutral-200 bg-white p-6 shadow-sm";
export const secondaryButton =
  "rounded-md border border-neutral-300 px-4 py-2 text-sm font-medium text-neutral-800 hover:bg-neutral-100 disabled:opacity-60";
export const primaryButton =
  "rounded-md bg-brand-black px-4 py-2 text-sm font-semibold text-white hover:bg-brand-ink disabled:opacity-60";

/** Reads the spec's envelope, turning a network or server failure into the given message. */
export async function readEnvelope<T>(
  response: Response,
  fallback: string,
): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  try {
    const body = (await response.json()) as { success?: boolean; message?: string; data?: T };
    if (response.ok && body.success) return { ok: true, data: body.data as T };
    return { ok: false, message: body.message ?? fallback };
  } catch {
    return { ok: false, message: fallback };
  }
}
