"use client";

import { Copy } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormFilePicker } from "@/components/ui/form-file-picker";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazyResolver } from "@/components/ui/lazy-resolver";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import { GUEST_PAGE_LIMITS, GUEST_PAGE_MESSAGES } from "@/lib/validations/partner-guest-page";
import { GuestHero } from "./guest-hero";
import { TitledSection } from "@/components/ui/titled-section";
import { fieldBinder } from "@/components/ui/use-field-binder";

export interface GuestPageEditorProps {
  url: string;
  companyName: string;
  heroTitle: string | null;
  heroText: string | null;
  heroImageUrl: string | null;
  logoUrl: string | null;
}

const IMAGE_TYPES = "image/jpeg,image/png,image/webp";

interface GuestPageForm {
  guest_hero_title?: string;
  guest_hero_text?: string;
  remove_logo?: "true" | "false";
  remove_hero_image?: "true" | "false";
  logo: File[];
  hero_image: File[];
}
const FIELDS = ["guest_hero_title", "guest_hero_text", "logo", "hero_image"] as const;

// The handler's schema for the text fields, plus the two pictures the server checks by bytes.
const resolver = lazyResolver<GuestPageForm, unknown, GuestPageForm>(async () => {
  const [{ zodResolver }, { z }, { guestPageFieldsSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("zod"),
    import("@/lib/validations/partner-guest-page"),
  ]);
  const files = z.array(z.instanceof(File));
  const schema = guestPageFieldsSchema.extend({ logo: files, hero_image: files });
  return zodResolver(schema, undefined, { raw: true });
});

/** The multipart body: a new picture replaces the old one; without one, "remove" may drop it. */
function formDataOf(values: GuestPageForm): FormData {
  const form = new FormData();
  form.set("guest_hero_title", values.guest_hero_title ?? "");
  form.set("guest_hero_text", values.guest_hero_text ?? "");
  if (values.logo[0]) form.set("logo", values.logo[0]);
  else if (values.remove_logo === "true") form.set("remove_logo", "true");
  if (values.hero_image[0]) form.set("hero_image", values.hero_image[0]);
  else if (values.remove_hero_image === "true") form.set("remove_hero_image", "true");
  return form;
}

/** An object URL for a chosen file, revoked when the file changes or the editor goes. */
function usePreviewUrl(file: File | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

/** Drops the current picture on Save (a new file chosen replaces it anyway). */
function RemoveToggle(props: { removing: boolean; onToggle: () => void; what: string }) {
  return (
    <Button type="button" variant="ghost" size="sm" onClick={props.onToggle}>
      {props.removing ? `Keep the current ${props.what}` : `Remove the current ${props.what}`}
    </Button>
  );
}

/** The guest page link with Copy, the editable hero, a live preview and Save (which publishes). */
export function GuestPageEditor(props: GuestPageEditorProps) {
  const router = useRouter();
  const { register, handleSubmit, control, formState, setValue, setError, reset } =
    useForm<GuestPageForm>({
      resolver,
      defaultValues: {
        guest_hero_title: props.heroTitle ?? "",
        guest_hero_text: props.heroText ?? "",
        remove_logo: "false",
        remove_hero_image: "false",
        logo: [],
        hero_image: [],
      },
    });
  const shown = useWatch({ control });
  const field = fieldBinder<GuestPageForm>({ register, formState });
  const removeLogo = shown.remove_logo === "true";
  const removeHero = shown.remove_hero_image === "true";
  const logoPreview = usePreviewUrl(shown.logo?.[0]);
  const heroPreview = usePreviewUrl(shown.hero_image?.[0]);

  const copy = async () => {
    await navigator.clipboard.writeText(props.url);
    toast.success(GUEST_PAGE_MESSAGES.copied);
  };

  const save = handleSubmit(async (values) => {
    const result = await api.put("/api/partner/guest-page", {
      formData: formDataOf(values),
      fallbackMessage: "Your guest page could not be saved. Please try again.",
    });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, FIELDS);
      toast.error(result.message);
      return;
    }
    reset({ ...values, logo: [], hero_image: [] });
    toast.success(GUEST_PAGE_MESSAGES.saved);
    router.refresh();
  });

  return (
    <div className="grid gap-8">
      <TitledSection id="guest-link" title="Your guest page link" titleClassName="mb-0">
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <a href={props.url} className="break-all font-medium text-brand-gold-700 underline">
            {props.url}
          </a>
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden className="h-4 w-4" /> Copy link
          </Button>
        </div>
      </TitledSection>
      <form
        aria-label="Guest page settings"
        className="grid gap-4 rounded-lg border border-neutral-200 bg-white p-5"
        onSubmit={save}
      >
        <TextField
          id="guest_hero_title"
          label="Hero title"
          maxLength={GUEST_PAGE_LIMITS.heroTitle}
          {...field("guest_hero_title")}
        />
        <Textarea
          id="guest_hero_text"
          label="Hero text"
          rows={4}
          maxLength={GUEST_PAGE_LIMITS.heroText}
          {...field("guest_hero_text")}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <FormFilePicker
            control={control}
            name="logo"
            id="guest-logo"
            label="Partner logo"
            accept={IMAGE_TYPES}
            hint="JPEG, PNG or WebP, at most 4 MB."
          />
          <FormFilePicker
            control={control}
            name="hero_image"
            id="guest-hero-image"
            label="Hero background image"
            accept={IMAGE_TYPES}
            hint="A wide photo looks best; it is darkened behind the text."
          />
        </div>
        <div className="flex flex-wrap gap-3">
          {props.logoUrl && !shown.logo?.[0] && (
            <RemoveToggle
              removing={removeLogo}
              onToggle={() => setValue("remove_logo", removeLogo ? "false" : "true")}
              what="logo"
            />
          )}
          {props.heroImageUrl && !shown.hero_image?.[0] && (
            <RemoveToggle
              removing={removeHero}
              onToggle={() => setValue("remove_hero_image", removeHero ? "false" : "true")}
              what="background"
            />
          )}
        </div>
        <Button type="submit" disabled={formState.isSubmitting} className="justify-self-start">
          {formState.isSubmitting ? "Saving..." : "Save"}
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
              heroTitle: shown.guest_hero_title ?? "",
              heroText: shown.guest_hero_text ?? "",
              heroImageUrl: heroPreview ?? (removeHero ? null : props.heroImageUrl),
              logoUrl: logoPreview ?? (removeLogo ? null : props.logoUrl),
            }}
          />
        </div>
      </section>
    </div>
  );
}
