"use client";

import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { PLACEHOLDER_KEYS } from "@/lib/content/placeholders";
import { CONTENT_PAGE_LIMITS, type ContentPageInput } from "@/lib/validations/content-page";

export type EditorFields = ContentPageInput;
export type EditorErrors = Partial<Record<keyof EditorFields, string>>;

const PLACEHOLDER_HINT = `Markdown. The site's details can be quoted as ${PLACEHOLDER_KEYS.map((key) => `{{${key}}}`).join(", ")}; they are filled from Settings.`;

/** Title, slug, meta description and the Markdown body, each labelled with its error. */
export function PageEditorFields({
  fields,
  errors,
  slugLocked,
  onChange,
}: {
  fields: EditorFields;
  errors: EditorErrors;
  /** System pages keep their address. */
  slugLocked: boolean;
  onChange: (field: keyof EditorFields, value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <TextField
        id="page-title"
        label="Title"
        value={fields.title}
        maxLength={CONTENT_PAGE_LIMITS.title}
        error={errors.title}
        onChange={(event) => onChange("title", event.target.value)}
        required
      />
      <TextField
        id="page-slug"
        label="URL slug"
        value={fields.slug}
        error={errors.slug}
        readOnly={slugLocked}
        hint={
          slugLocked
            ? `A system page keeps its address: /${fields.slug}`
            : `The page's address: /${fields.slug || "your-slug"}`
        }
        onChange={(event) => onChange("slug", event.target.value)}
        required
      />
      <Textarea
        id="page-meta"
        label="Meta description"
        rows={2}
        value={fields.meta_description}
        maxLength={CONTENT_PAGE_LIMITS.meta}
        error={errors.meta_description}
        hint="Shown by search engines under the title."
        onChange={(event) => onChange("meta_description", event.target.value)}
      />
      <Textarea
        id="page-body"
        label="Content"
        rows={18}
        value={fields.body_markdown}
        error={errors.body_markdown}
        hint={PLACEHOLDER_HINT}
        className="font-mono"
        onChange={(event) => onChange("body_markdown", event.target.value)}
      />
    </div>
  );
}
