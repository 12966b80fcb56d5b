"use client";

import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { AdminPage, AdminRevisionSummary } from "@/lib/content/admin-pages";
import type { PlaceholderKey } from "@/lib/content/placeholders";
import { LivePreview } from "./live-preview";
import { PageEditorFields } from "./page-editor-fields";
import { PageEditorStatus } from "./page-editor-status";
import { RevisionsPanel } from "./revisions-panel";
import { usePageEditor } from "./use-page-editor";

/**
 * 'Create Page' and Edit share this editor: the fields beside a live preview, then Save as draft,
 * Publish and (for a published page that is not a system page) Unpublish; the revisions below.
 */
export function PageEditor({
  initial,
  revisions = [],
  placeholders,
}: {
  initial: AdminPage | null;
  revisions?: AdminRevisionSummary[];
  placeholders: Record<PlaceholderKey, string>;
}) {
  const editor = usePageEditor(initial);
  const { page, form, busy } = editor;
  const [title, slug, markdown] = useWatch({
    control: form.control,
    name: ["title", "slug", "body_markdown"],
  });
  return (
    <div className="flex flex-col gap-6">
      {page && <PageEditorStatus page={page} />}
      <form
        aria-label={page ? "Edit page" : "Create page"}
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save("draft");
        }}
      >
        <div className="grid gap-6 xl:grid-cols-2">
          <PageEditorFields
            register={form.register}
            titleField={editor.titleField}
            errors={form.formState.errors}
            slug={slug}
            slugLocked={page?.is_system ?? false}
          />
          <LivePreview title={title} markdown={markdown} placeholders={placeholders} />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="outline" disabled={busy !== null}>
            {busy === "draft" ? "Saving..." : "Save as draft"}
          </Button>
          <Button disabled={busy !== null} onClick={() => void editor.save("publish")}>
            {busy === "publish" ? "Publishing..." : "Publish"}
          </Button>
          {page?.status === "Published" && !page.is_system && (
            <Button
              variant="danger-outline"
              disabled={busy !== null}
              onClick={() => void editor.unpublish()}
            >
              {busy === "unpublish" ? "Unpublishing..." : "Unpublish"}
            </Button>
          )}
        </div>
      </form>
      {page && (
        <RevisionsPanel
          pageId={page.page_id}
          revisions={revisions}
          placeholders={placeholders}
          onRestored={editor.replace}
        />
      )}
    </div>
  );
}
