"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { api } from "@/lib/api-client";
import { GUEST_PAGE_LIMITS } from "@/lib/validations/partner-guest-page";
import type { AdminPartnerCard } from "./partner-types";

/** View Details: the operator sets the logo shown on the partner's guest page. */
export function PartnerLogoForm({ partner }: { partner: AdminPartnerCard }) {
  const router = useRouter();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const file = files[0];
    if (!file) {
      setError("Choose a logo image");
      return;
    }
    const form = new FormData();
    form.set("logo", file);
    setBusy(true);
    const result = await api.put(`/api/admin/partners/${partner.partner_id}/guest-page`, {
      formData: form,
      fallbackMessage: "The logo could not be saved. Please try again.",
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.fieldErrors.logo ?? result.message);
      return;
    }
    setError(undefined);
    setFiles([]);
    toast.success("Logo saved");
    router.refresh();
  };
  return (
    <form
      aria-label="Guest page logo"
      className="mt-6 grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {partner.guest_logo_url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored, re-encoded upload
        <img
          src={partner.guest_logo_url}
          alt={`${partner.company_name} logo`}
          className="h-12 w-auto self-start"
        />
      ) : null}
      <FilePicker
        id={`logo-${partner.partner_id}`}
        label="Logo"
        accept="image/jpeg,image/png,image/webp"
        files={files}
        onFilesChange={(next) => {
          setFiles(next);
          setError(undefined);
        }}
        error={error}
        hint={`JPEG, PNG or WebP, up to ${Math.round(GUEST_PAGE_LIMITS.imageBytes / 1_048_576)} MB`}
      />
      <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
        Save logo
      </Button>
    </form>
  );
}
