"use client";

import dynamic from "next/dynamic";
import { useRef, useState, type ChangeEvent } from "react";
import type { Area } from "react-easy-crop";
import { toast } from "@/components/ui/toast";
import { notifyAuthChanged } from "@/components/auth/auth-events";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { ProfilePanel } from "@/components/account/profile-panel";
import type { ProfileUser } from "./profile-types";
import { UserAvatar } from "./user-avatar";

// The cropper (react-easy-crop and the dialog) loads when a photo is chosen, not with the page.
const CropDialog = dynamic(() => import("./crop-dialog").then((module) => module.CropDialog), {
  ssr: false,
});

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

export function ProfilePhoto({ user }: { user: ProfileUser }) {
  const [image, setImage] = useState(user.profile_image);
  const [source, setSource] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast.error("Please choose an image file.");
      return;
    }
    setSource(await readAsDataUrl(file));
  };

  const upload = async (area: Area) => {
    if (!source) return;
    const fallback = "Failed to update profile photo.";
    setBusy(true);
    try {
      const form = new FormData();
      // The canvas code loads with the upload, like the cropper itself.
      const { cropToJpeg } = await import("./crop-image");
      form.append("profile_image", await cropToJpeg(source, area), "profile.jpg");
      const result = await api.post<{ profile_image: string }>(
        `/api/users/${user.user_id}/profile-image`,
        { formData: form, fallbackMessage: fallback },
      );
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      setImage(result.data.profile_image);
      setSource(null);
      toast.success("Profile photo updated successfully.");
      notifyAuthChanged();
    } catch {
      // Cropping failed in the browser (an unreadable image); the request was never sent.
      toast.error(fallback);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    const result = await api.del<null>(`/api/users/${user.user_id}/profile-image`, {
      fallbackMessage: "Failed to remove profile photo.",
    });
    setBusy(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    setImage(null);
    toast.success("Profile photo removed successfully.");
    notifyAuthChanged();
  };

  return (
    <ProfilePanel id="photo-heading" title="Profile Photo">
      <div className="mt-4 flex flex-wrap items-center gap-6">
        <UserAvatar firstName={user.first_name} lastName={user.last_name} image={image} size="lg" />
        <div className="flex flex-col gap-2">
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
              Choose photo
            </Button>
            {image && (
              <Button variant="outline" onClick={remove} disabled={busy}>
                Remove photo
              </Button>
            )}
          </div>
          <label htmlFor="profile-photo-input" className="text-sm text-neutral-700">
            Upload a photo: a square image of at least 400x400 pixels works best.
          </label>
          <input
            id="profile-photo-input"
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            onChange={onFile}
          />
        </div>
      </div>
      {source ? (
        <CropDialog
          source={source}
          busy={busy}
          onCancel={() => setSource(null)}
          onChoose={upload}
        />
      ) : null}
    </ProfilePanel>
  );
}
