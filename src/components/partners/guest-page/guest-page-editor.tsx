"use client";

import { Copy } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import { GUEST_PAGE_LIMITS, GUEST_PAGE_MESSAGES } from "@/lib/validations/partner-guest-page";
import { GuestHero } from "./guest-hero";

export interface GuestPageEditorProps {
  url: string;
  companyName: string;
  heroTitle: string | null;
  heroText: string | null;
  heroImageUrl: string | null;
  logoUrl: string | null;
}

const IMAGE_TYPES = "image/jpeg,image/png,image/webp";

/** An object URL for a chosen file, revoked when the file changes or the editor goes. */
function usePreviewUrl(file: File | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

/** The guest page link with Copy, the editable hero, a live preview and Save (which publishes). */
export function GuestPageEditor(props: GuestPageEditorProps) {
  const router = useRouter();
  const [title, setTitle] = useState(props.heroTitle ?? "");
  const [text, setText] = useState(props.heroText ?? "");
  const [logo, setLogo] = useState<File[]>([]);
  const [hero, setHero] = useState<File[]>([]);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [removeHero, setRemoveHero] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const logoPreview = usePreviewUrl(logo[0]);
  const heroPreview = usePreviewUrl(hero[0]);

  const copy = async () => {
    await navigator.clipboard.writeText(props.url);
    toast.success(GUEST_PAGE_MESSAGES.copied);
  };

  const save = async () => {
    const form = new FormData();
    form.set("guest_hero_title", title);
    form.set("guest_hero_text", text);
    if (logo[0]) form.set("logo", logo[0]);
    else if (removeLogo) form.set("remove_logo", "true");
    if (hero[0]) form.set("hero_image", hero[0]);
    else if (removeHero) form.set("remove_hero_image", "true");
    setSaving(true);
    const result = await api.put("/api/partner/guest-page", {
      formData: form,
      fallbackMessage: "Your guest page could not be saved. Please try again.",
    });
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      toast.error(result.message);
      return;
    }
    setErrors({});
    setLogo([]);
    setHero([]);
    toast.success(GUEST_PAGE_MESSAGES.saved);
    router.refresh();
  };

  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="guest-link"
        className="rounded-lg border border-neutral-200 bg-white p-5"
      >
        <h2 id="guest-link" className="text-lg font-semibold">
          Your guest page link
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <a href={props.url} className="break-all font-medium text-brand-gold-700 underline">
            {props.url}
          </a>
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden className="h-4 w-4" /> Copy link
          </Button>
        </div>
      </section>
      <form
        aria-label="Guest page settings"
        className="grid gap-4 rounded-lg border border-neutral-200 bg-white p-5"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          id="guest_hero_title"
          label="Hero title"
          value={title}
          maxLength={GUEST_PAGE_LIMITS.heroTitle}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.guest_hero_title}
        />
        <Textarea
          id="guest_hero_text"
          label="Hero text"
          value={text}
          rows={4}
          maxLength={GUEST_PAGE_LIMITS.heroText}
          onChange={(event) => setText(event.target.value)}
          error={errors.guest_hero_text}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <FilePicker
            id="guest-logo"
            label="Partner logo"
            accept={IMAGE_TYPES}
            files={logo}
            onFilesChange={setLogo}
            error={errors.logo}
            hint="JPEG, PNG or WebP, at most 4 MB."
          />
          <FilePicker
            id="guest-hero-image"
            label="Hero background image"
            accept={IMAGE_TYPES}
            files={hero}
            onFilesChange={setHero}
            error={errors.hero_image}
            hint="A wide photo looks best; it is darkened behind the text."
          />
        </div>
        <div className="flex flex-wrap gap-3">
          {props.logoUrl && !logo[0] && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setRemoveLogo(!removeLogo)}
            >
              {removeLogo ? "Keep the current logo" : "Remove the current logo"}
            </Button>
          )}
          {props.heroImageUrl && !hero[0] && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setRemoveHero(!removeHero)}
            >
              {removeHero ? "Keep the current background" : "Remove the current background"}
            </Button>
          )}
        </div>
        <Button type="submit" disabled={saving} className="justify-self-start">
          {saving ? "Saving..." : "Save"}
        </Button>
      </form>
      <section aria-labelledby="guest-preview-title" className="grid gap-3">
        <h2 id="guest-preview-title" className="text-lg font-semibold">
          Live preview
        </h2>
        <div className="overflow-hidden rounded-lg border border-neutral-200" aria-hidden>
          <GuestHero
            headingId="guest-preview-hero"
            content={{
              companyName: props.companyName,
              heroTitle: title,
              heroText: text,
              heroImageUrl: heroPreview ?? (removeHero ? null : props.heroImageUrl),
              logoUrl: logoPreview ?? (removeLogo ? null : props.logoUrl),
            }}
          />
        </div>
      </section>
    </div>
  );
}
