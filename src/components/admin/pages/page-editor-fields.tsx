"use client";

import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { PLACEHOLDER_KEYS } from "@/lib/content/placeholders";
import { CONTENT_PAGE_LIMITS, type ContentPageInput } from "@/lib/validations/content-page";

export type EditorFields = ContentPageInput;

const PLACEHOLDER_HINT = `Markdown. The site's details can be quoted as ${PLACEHOLDER_KEYS.map((key) => `{{${key}}}`).join(", ")}; they are filled from Settings.`;

/** Title, slug, meta description and the Markdown body, each labelled with its error. */
export function PageEditorFields({
  register,
  titleField,
  errors,
  slug,
  slugLocked,
}: {
  register: UseFormRegister<EditorFields>;
  /** The title's registration, which also moves a new page's slug. */
  titleField: UseFormRegisterReturn<"title">;
  errors: FieldErrors<EditorFields>;
  slug: string;
  /** System pages keep their address. */
  slugLocked: boolean;
}) {
  return (
    <div className="flex flex-col gap-4">
      <TextField
        id="page-title"
        label="Title"
        maxLength={CONTENT_PAGE_LIMITS.title}
        error={errors.title?.message}
        required
        {...titleField}
      />
      <TextField
        id="page-slug"
        label="URL slug"
        error={errors.slug?.message}
        readOnly={slugLocked}
        hint={
          slugLocked
            ? `A system page keeps its address: /${slug}`
            : `The page's address: /${slug || "your-slug"}`
        }
        required
        {...register("slug")}
      />
      <Textarea
        id="page-meta"
        label="Meta description"
        rows={2}
        maxLength={CONTENT_PAGE_LIMITS.meta}
        error={errors.meta_description?.message}
        hint="Shown by search engines under the title."
        {...register("meta_description")}
      />
      <Textarea
        id="page-body"
        label="Content"
        rows={18}
        error={errors.body_markdown?.message}
        hint={PLACEHOLDER_HINT}
        // The Markdown in a fixed-width font, not the field's label and hint.
        className="[&_textarea]:font-mono"
        {...register("body_markdown")}
      />
    </div>
  );
}
